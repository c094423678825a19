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
      config: { roles: STAFF, errors: [404] },
      schema: {
        summary: '労働時間（改善基準告示）',
        description:
          'month（既定は今月）のドライバーごとの勤務（拘束・休息・運転・連続運転）と月の集計、違反・接近の指摘を、出退勤と作業実績から都度計算して返します。他社の driverId は404。',
        tags: ['労働時間'],
        querystring: workingTimeQuery,
        response: { 200: workingTimeResponseSchema },
      },
    },
    (req) => workingTimeOfCompany(companyCtx(req), req.query),
  );
};
