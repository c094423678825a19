import { alertSchema, listResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { listAlerts } from './alerts.service.ts';

export const alertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/alerts',
    {
      config: { roles: STAFF },
      schema: { tags: ['アラート'], response: { 200: listResponse(alertSchema) } },
    },
    (req) => listAlerts(companyCtx(req)),
  );
};
