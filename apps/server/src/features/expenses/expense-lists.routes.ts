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
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'コース別の経費集計',
        description:
          'from・to、driverId、groupId、contractId、approveStatus で絞り込み、コースごとに件数・合計と状態別の件数・金額を返します。',
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
      schema: {
        summary: 'コースの経費',
        description: 'コースの全経費（配送先のものとコース全体のもの）を返します。',
        tags,
        params: courseIdParams,
        response: { 200: listResponse(expenseSchema) },
      },
    },
    (req) => listCourseExpenses(companyCtx(req), req.params.courseId),
  );
  app.get(
    '/expenses',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '経費の一覧',
        description:
          'from・to（配送日）、driverId、contractId、feeType、isApproved、approveStatus で絞り込み、配送日の新しい順に返します。',
        tags,
        querystring: expenseListQuery,
        response: { 200: listResponse(expenseSchema) },
      },
    },
    (req) => listExpenses(companyCtx(req), req.query),
  );
  app.get(
    '/expenses/by-client',
    {
      config: { ...staff, errors: [404], reads: 'replica' },
      schema: {
        summary: '取引先への請求対象の経費',
        description:
          'accountingMonth と clientId：取引先の締日による期間に配送したコースの、請求対象で承認済みの経費と合計を返します（ページ分割なし）。',
        tags,
        querystring: expenseByClientQuery,
        response: { 200: expenseByClientResponse },
      },
    },
    (req) => listExpensesByClient(companyCtx(req), req.query),
  );
  app.get(
    '/expenses/:id',
    {
      config: staff,
      schema: {
        summary: '経費を取得',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: expenseSchema },
      },
    },
    (req) => getExpense(companyCtx(req), req.params.id),
  );
  app.get(
    '/expenses/:id/history',
    {
      config: staff,
      schema: {
        summary: '経費の変更履歴',
        description:
          '変更履歴（操作・日時・変更者・変更前後）を新しい順に返します（page・perPage）。更新では変更された項目だけを含めます。',
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
      config: { ...staff, errors: [404] },
      schema: {
        summary: '経費を一括で承認・差戻し',
        description:
          'ids（1〜200件）をすべて処理するか、何もしません。他社のIDは404、申請中でない最初の経費を示して409。差戻しの通知はドライバーごとに1回です。',
        tags,
        body: expenseBulkDecisionInput,
        response: { 200: listResponse(expenseSchema) },
      },
    },
    (req) => decideExpenses(companyCtx(req), req.body),
  );
};
