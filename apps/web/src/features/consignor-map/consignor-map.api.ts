import type { ConsignorDeliveries, ConsignorStreamToken } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const consignorMapApi = api.injectEndpoints({
  endpoints: (build) => ({
    consignorDeliveries: build.query<ConsignorDeliveries, { date: string }>({
      query: (params) => ({ url: '/consignor/deliveries', params }),
    }),
    /** A token valid a minute that opens the live stream (an EventSource sends no bearer header). */
    consignorStreamToken: build.mutation<ConsignorStreamToken, void>({
      query: () => ({ url: '/consignor/deliveries/stream-token', method: 'POST' }),
    }),
  }),
});

export const { useConsignorDeliveriesQuery, useConsignorStreamTokenMutation } = consignorMapApi;
