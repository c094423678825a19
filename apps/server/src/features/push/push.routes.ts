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
    { config: devices, schema: { tags, body: fcmTokenDeleteInput } },
    async (req, reply) => {
      await removePushToken(ctxOf(req), req.body.token);
      return reply.status(204).send();
    },
  );
  app.get(
    '/push/vapid-public-key',
    { config: { roles: ANY_SIGNED_IN }, schema: { tags, response: { 200: vapidPublicKeySchema } } },
    async (req) => ({ publicKey: (await req.server.push.keys()).publicKey }),
  );
};
