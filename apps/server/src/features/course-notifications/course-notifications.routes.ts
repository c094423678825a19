import { assignNotificationsResultSchema, sendAssignNotificationsInput } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { sendAssignNotifications } from './course-notifications.service.ts';

export const courseNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/actions/send-assign-notifications',
    {
      config: { roles: STAFF, errors: [404] },
      schema: {
        summary: '配車のお知らせを送信',
        description:
          'courseIds（1〜1000件）を先にすべて確認し（他社・削除済み・不明は404で何も送らない）、ドライバーと配送日ごとにメール1通とプッシュ通知を送ります。ドライバーがいない・連絡できないコースは skipped に数えます。送信と通知日時の記録は1トランザクション。',
        tags: ['コース'],
        body: sendAssignNotificationsInput,
        response: { 200: assignNotificationsResultSchema },
      },
    },
    (req) => sendAssignNotifications(companyCtx(req), req.body),
  );
};
