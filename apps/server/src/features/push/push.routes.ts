import {
  fcmTokenDeleteInput,
  fcmTokenInput,
  fcmTokenInputFor,
  pushSubscriptionSchema,
  vapidPublicKeySchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';
import { registerPushToken, removePushToken } from './push.service.ts';

const tags = ['プッシュ通知'];
/** Drivers receive assignment notifications; staff may register a device too. */
const devices = { roles: ['driver', 'company_admin'] as const };

/** The push token calls of /self (the driver app's), and the key a browser subscribes with. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // PUSH_ALLOW_LOOPBACK_HTTP (tests only) lets a local plain-http push service be registered.
  const tokenInput = app.services.config.push.allowLoopbackHttp
    ? fcmTokenInputFor({ allowLoopbackHttp: true })
    : fcmTokenInput;
  app.post(
    '/self/fcm-token',
    {
      config: devices,
      schema: {
        summary: 'プッシュ通知の端末を登録',
        description:
          'platform が web なら token は PushSubscription の JSON（https のエンドポイントと鍵、400）。新規は201、既知の端末は200（別の利用者が登録していれば呼び出し元に移します）。',
        tags,
        body: tokenInput,
        response: { 200: pushSubscriptionSchema, 201: pushSubscriptionSchema },
      },
    },
    async (req, reply) => {
      const { created, subscription } = await registerPushToken(ctxOf(req), req.body);
      return reply.status(created ? 201 : 200).send(subscription);
    },
  );
  app.delete(
    '/self/fcm-token',
    {
      config: devices,
      schema: {
        summary: 'プッシュ通知の端末を解除',
        description: '呼び出し元のその token の端末を削除し、204を返します（なくても204）。',
        tags,
        body: fcmTokenDeleteInput,
      },
    },
    async (req, reply) => {
      await removePushToken(ctxOf(req), req.body.token);
      return reply.status(204).send();
    },
  );
  app.get(
    '/push/vapid-public-key',
    {
      config: { roles: ANY_SIGNED_IN },
      schema: {
        summary: 'Web Push の公開鍵',
        description: 'pushManager.subscribe に渡すアプリケーションサーバーキー（base64url）を返します。',
        tags,
        response: { 200: vapidPublicKeySchema },
      },
    },
    async (req) => ({ publicKey: (await req.server.push.keys()).publicKey }),
  );
};
