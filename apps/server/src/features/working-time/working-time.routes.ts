import { workingTimeQuery, workingTimeResponseSchema } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { workingTimeOfCompany } from './working-time.service.ts';

/** Not in the spec: the 改善基準告示 monitor (労働時間) of a month, per driver. */
export const workingTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/working-time',
    {
      config: { roles: STAFF },
      schema: {
        tags: ['労働時間'],
        querystring: workingTimeQuery,
        response: { 200: workingTimeResponseSchema },
      },
    },
    (req) => workingTimeOfCompany(companyCtx(req), req.query),
  );
};
