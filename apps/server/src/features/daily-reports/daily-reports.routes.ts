import { dailyReportSchema, listResponse, selfDailyReportQuery } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverCtx } from '../../lib/context.ts';
import { listSelfDailyReports } from './self-daily-reports.service.ts';

const tags = ['日報'];

export const dailyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/daily-reports',
    {
      config: { roles: ['driver'] },
      schema: { tags, querystring: selfDailyReportQuery, response: { 200: listResponse(dailyReportSchema) } },
    },
    (req) => listSelfDailyReports(driverCtx(req), req.query),
  );
};
