import {
  approvalDecisionInput,
  changeHistoryEntrySchema,
  dailyReportBulkDecisionInput,
  dailyReportBulkDecisionResult,
  dailyReportByClientQuery,
  dailyReportByClientResponse,
  dailyReportFeesInput,
  dailyReportInput,
  dailyReportListQuery,
  dailyReportListResponse,
  dailyReportPrefillQuery,
  dailyReportPrefillResponse,
  dailyReportSchema,
  dailyReportUpdateInput,
  historyListQuery,
  idParams,
  listResponse,
  selfDailyReportQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  decideDailyReport,
  decideDailyReports,
  requestDailyReportApproval,
} from './daily-report-approval.service.ts';
import { dailyReportsByClient, listDailyReports } from './daily-report-list.service.ts';
import { prefillDailyReport } from './daily-report-prefill.ts';
import {
  dailyReportHistory,
  getDailyReport,
  saveDailyReport,
  updateDailyReport,
  updateDailyReportFees,
} from './daily-reports.service.ts';
import { listSelfDailyReports } from './self-daily-reports.service.ts';

const tags = ['日報'];
const staff = { roles: STAFF };
/** Routes a driver uses for his own reports (scoped to him in the service) as well as staff. */
const staffOrDriver = { roles: ['company_admin', 'driver'] as const };

export const dailyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/daily-reports',
    {
      config: { roles: ['driver'] },
      schema: { tags, querystring: selfDailyReportQuery, response: { 200: listResponse(dailyReportSchema) } },
    },
    (req) => listSelfDailyReports(driverCtx(req), req.query),
  );
  app.get(
    '/self/daily-reports/prefill',
    {
      config: { roles: ['driver'] },
      schema: { tags, querystring: dailyReportPrefillQuery, response: { 200: dailyReportPrefillResponse } },
    },
    (req) => prefillDailyReport(driverCtx(req), req.query),
  );

  app.post(
    '/daily-reports',
    {
      config: staffOrDriver,
      schema: { tags, body: dailyReportInput, response: { 200: dailyReportSchema, 201: dailyReportSchema } },
    },
    async (req, reply) => {
      const { report, created } = await saveDailyReport(companyCtx(req), req.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
  app.get(
    '/daily-reports',
    {
      config: staff,
      schema: { tags, querystring: dailyReportListQuery, response: { 200: dailyReportListResponse } },
    },
    (req) => listDailyReports(companyCtx(req), req.query),
  );
  app.get(
    '/daily-reports/by-client',
    {
      config: staff,
      schema: { tags, querystring: dailyReportByClientQuery, response: { 200: dailyReportByClientResponse } },
    },
    (req) => dailyReportsByClient(companyCtx(req), req.query),
  );
  app.post(
    '/daily-reports/actions/update-status',
    {
      config: staff,
      schema: { tags, body: dailyReportBulkDecisionInput, response: { 200: dailyReportBulkDecisionResult } },
    },
    (req) => decideDailyReports(companyCtx(req), req.body),
  );
  app.get(
    '/daily-reports/:id',
    { config: staffOrDriver, schema: { tags, params: idParams, response: { 200: dailyReportSchema } } },
    (req) => getDailyReport(companyCtx(req), req.params.id),
  );
  app.put(
    '/daily-reports/:id',
    {
      config: staffOrDriver,
      schema: { tags, params: idParams, body: dailyReportUpdateInput, response: { 200: dailyReportSchema } },
    },
    (req) => updateDailyReport(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.get(
    '/daily-reports/:id/history',
    {
      config: staff,
      schema: {
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => dailyReportHistory(companyCtx(req), req.params.id, req.query),
  );
  app.post(
    '/daily-reports/:id/request-approval',
    { config: staffOrDriver, schema: { tags, params: idParams, response: { 200: dailyReportSchema } } },
    (req) => requestDailyReportApproval(companyCtx(req), req.params.id),
  );
  app.post(
    '/daily-reports/:id/update-status',
    {
      config: staff,
      schema: { tags, params: idParams, body: approvalDecisionInput, response: { 200: dailyReportSchema } },
    },
    (req) => decideDailyReport(companyCtx(req), req.params.id, req.body),
  );
  app.post(
    '/daily-reports/:id/update-fees',
    {
      config: staff,
      schema: { tags, params: idParams, body: dailyReportFeesInput, response: { 200: dailyReportSchema } },
    },
    (req) => updateDailyReportFees(companyCtx(req), req.params.id, req.body),
  );
};
