import { courseMessageSchema, courseMessagesResponse, idParams } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { readMessageBody } from './course-message-body.ts';
import { listMessages, postMessage } from './course-messages.service.ts';

const tags = ['コースのメッセージ'];
const consumes = ['application/json', 'multipart/form-data'];
const driverOnly = { roles: ['driver'] as const };
const listed = { 200: courseMessagesResponse };
const created = { 201: courseMessageSchema };
const postRules =
  'JSON の {body}、または写真 images（画像のみ、4枚・15MBまで）付きの multipart/form-data。本文か写真のどちらかが必要です（ないと400）。';

export const courseMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/courses/:id/messages',
    {
      config: { roles: STAFF },
      schema: {
        summary: 'コースのメッセージを取得',
        description:
          '事務所とドライバーのやり取りを古い順に返します。読むと、ドライバーからの未読メッセージを既読（readAt）にします。',
        tags,
        params: idParams,
        response: listed,
      },
    },
    (req) => listMessages(companyCtx(req), req.params.id, { side: 'office' }),
  );
  app.post(
    '/courses/:id/messages',
    {
      config: { roles: STAFF },
      schema: {
        summary: 'コースのメッセージを送信（事務所から）',
        description: `${postRules}コースのドライバーにプッシュ通知を送ります。`,
        tags,
        params: idParams,
        consumes,
        response: created,
      },
    },
    async (req, reply) => {
      const { input, images } = await readMessageBody(req, app.services);
      return reply
        .status(201)
        .send(await postMessage(companyCtx(req), req.params.id, { side: 'office' }, input, images));
    },
  );
  app.get(
    '/self/courses/:id/messages',
    {
      config: driverOnly,
      schema: {
        summary: '自分のコースのメッセージを取得',
        description:
          'コースのドライバー本人だけ（他のコースは404）。読むと、事務所からの未読メッセージを既読（readAt）にします。',
        tags,
        params: idParams,
        response: listed,
      },
    },
    (req) => {
      const ctx = driverCtx(req);
      return listMessages(ctx, req.params.id, { side: 'driver', driverId: ctx.driverId });
    },
  );
  app.post(
    '/self/courses/:id/messages',
    {
      config: driverOnly,
      schema: {
        summary: '自分のコースのメッセージを送信（ドライバーから）',
        description: `${postRules}コースのドライバー本人だけ（他のコースは404）。事務所には未読の間アラートで知らせます。`,
        tags,
        params: idParams,
        consumes,
        response: created,
      },
    },
    async (req, reply) => {
      const ctx = driverCtx(req);
      const { input, images } = await readMessageBody(req, app.services);
      return reply
        .status(201)
        .send(
          await postMessage(ctx, req.params.id, { side: 'driver', driverId: ctx.driverId }, input, images),
        );
    },
  );
};
