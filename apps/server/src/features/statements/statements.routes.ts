import {
  clientStatementDetailSchema,
  clientStatementSummarySchema,
  driverStatementDetailSchema,
  driverStatementSummarySchema,
  listResponse,
  statementClientParams,
  statementDriverParams,
  statementQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  clientCloseDetail,
  clientCloseList,
  driverCloseDetail,
  driverCloseList,
} from './month-close.service.ts';

const tags = ['月次締め'];
const staff = { roles: STAFF };

/**
 * 月次締め (additions to the spec's calls): every client's invoice statement and every contractor
 * driver's payment statement of an accounting month, before and after issue. The lists answer every
 * counterparty at once (`total` = their number; no paging: the month close is one screen).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements/clients',
    {
      config: staff,
      schema: {
        tags,
        querystring: statementQuery,
        response: { 200: listResponse(clientStatementSummarySchema) },
      },
    },
    (req) => clientCloseList(companyCtx(req), req.query.accountingMonth),
  );
  app.get(
    '/statements/clients/:clientId',
    {
      config: staff,
      schema: {
        tags,
        params: statementClientParams,
        querystring: statementQuery,
        response: { 200: clientStatementDetailSchema },
      },
    },
    (req) => clientCloseDetail(companyCtx(req), req.query.accountingMonth, req.params.clientId),
  );
  app.get(
    '/statements/drivers',
    {
      config: staff,
      schema: {
        tags,
        querystring: statementQuery,
        response: { 200: listResponse(driverStatementSummarySchema) },
      },
    },
    (req) => driverCloseList(companyCtx(req), req.query.accountingMonth),
  );
  app.get(
    '/statements/drivers/:driverId',
    {
      config: staff,
      schema: {
        tags,
        params: statementDriverParams,
        querystring: statementQuery,
        response: { 200: driverStatementDetailSchema },
      },
    },
    (req) => driverCloseDetail(companyCtx(req), req.query.accountingMonth, req.params.driverId),
  );
};
