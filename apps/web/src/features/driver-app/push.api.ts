import type { FcmTokenInput, PushSubscription, VapidPublicKey } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** The push calls of the driver app: the key to subscribe with, and the device's registration. */
export const pushApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVapidPublicKey: build.query<VapidPublicKey, void>({ query: () => '/push/vapid-public-key' }),
    registerPushToken: build.mutation<PushSubscription, FcmTokenInput>({
      query: (body) => ({ url: '/self/fcm-token', method: 'POST', body }),
    }),
  }),
});

export const { useLazyGetVapidPublicKeyQuery, useRegisterPushTokenMutation } = pushApi;
