import { assignNotificationsResultSchema, sendAssignNotificationsInput } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { sendAssignNotifications } from './course-notifications.service.ts';

export const courseNotificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/courses/actions/send-assign-notifications',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['コース'],
        body: sendAssignNotificationsInput,
        response: { 200: assignNotificationsResultSchema },
      },
    },
    (req) => sendAssignNotifications(companyCtx(req), req.body),
  );
};
