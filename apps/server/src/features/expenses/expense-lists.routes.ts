import {
  changeHistoryEntrySchema,
  courseExpenseListQuery,
  courseExpenseSummarySchema,
  courseIdParams,
  expenseBulkDecisionInput,
  expenseByClientQuery,
  expenseByClientResponse,
  expenseListQuery,
  expenseSchema,
  historyListQuery,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { decideExpenses } from './expense-approvals.ts';
import {
  expenseHistory,
  getExpense,
  listCourseExpenseSummaries,
  listCourseExpenses,
  listExpenses,
  listExpensesByClient,
} from './expense-lists.ts';

const tags = ['経費'];
const staff = { roles: STAFF };

/** The staff's lists of expenses, the change history and the bulk decision. */
export const expenseListsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/course-expenses',
    {
      config: staff,
      schema: {
        tags,
        querystring: courseExpenseListQuery,
        response: { 200: listResponse(courseExpenseSummarySchema) },
      },
    },
    (req) => listCourseExpenseSummaries(companyCtx(req), req.query),
  );
  app.get(
    '/course-expenses/:courseId',
    {
      config: staff,
      schema: { tags, params: courseIdParams, response: { 200: listResponse(expenseSchema) } },
    },
    (req) => listCourseExpenses(companyCtx(req), req.params.courseId),
  );
  app.get(
    '/expenses',
    {
      config: staff,
      schema: { tags, querystring: expenseListQuery, response: { 200: listResponse(expenseSchema) } },
    },
    (req) => listExpenses(companyCtx(req), req.query),
  );
  app.get(
    '/expenses/by-client',
    {
      config: staff,
      schema: { tags, querystring: expenseByClientQuery, response: { 200: expenseByClientResponse } },
    },
    (req) => listExpensesByClient(companyCtx(req), req.query),
  );
  app.get(
    '/expenses/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: expenseSchema } } },
    (req) => getExpense(companyCtx(req), req.params.id),
  );
  app.get(
    '/expenses/:id/history',
    {
      config: staff,
      schema: {
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => expenseHistory(companyCtx(req), req.params.id, req.query),
  );
  // All or nothing: the first that is not 申請中 is named in a 409 and nothing changes.
  app.post(
    '/expenses/actions/update-status',
    {
      config: staff,
      schema: { tags, body: expenseBulkDecisionInput, response: { 200: listResponse(expenseSchema) } },
    },
    (req) => decideExpenses(companyCtx(req), req.body),
  );
};
