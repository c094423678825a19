import type { Role } from '@rikuun/contract';
import {
  approvalDecisionInput,
  courseExpenseParams,
  courseIdParams,
  destIdParams,
  destinationExpenseParams,
  expenseFields,
  expenseSchema,
  expenseUpdateFields,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { decideExpense, requestExpenseApproval } from './expense-approvals.ts';
import { readExpenseBody } from './expense-body.ts';
import { listParentExpenses } from './expense-lists.ts';
import { expenseCtx } from './expense-scope.ts';
import { createExpense, updateExpense } from './expense-writes.ts';

const tags = ['経費'];
const staff = { roles: STAFF };
/** Staff, and drivers on the stops and courses assigned to them (another driver's: 404). */
const staffOrDriver = { roles: ['company_admin', 'driver'] as readonly Role[] };
const consumes = ['application/json', 'multipart/form-data'];

/**
 * The writes of one expense, under a stop (the spec's /destinations/{destId}/expenses) or, for an
 * expense of the whole course, under /course-expenses/{courseId}: the same service for both parents.
 */
export const expenseWritesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/destinations/:destId/expenses',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費を登録（配送先）',
        description:
          'JSON、または領収書画像 receiptImages（画像のみ、5枚・15MBまで）付きの multipart/form-data。ドライバーは自分のコースの配送先だけ（他は404）。税率・税込を省くと自社の経費の税区分を使います。中止されたコースは409。requestApproval=true で登録と同時に承認申請します。',
        tags,
        params: destIdParams,
        consumes,
        response: { 201: expenseSchema },
      },
    },
    async (req, reply) => {
      const { input, receipts } = await readExpenseBody(req, expenseFields, app.services);
      const parent = { destId: req.params.destId };
      return reply.status(201).send(await createExpense(expenseCtx(req), parent, input, receipts));
    },
  );
  app.get(
    '/destinations/:destId/expenses',
    {
      config: { ...staffOrDriver, reads: 'replica' },
      schema: {
        summary: '配送先の経費の一覧',
        description: 'ドライバーは自分のコースの配送先だけ参照できます。',
        tags,
        params: destIdParams,
        response: { 200: listResponse(expenseSchema) },
      },
    },
    (req) => listParentExpenses(expenseCtx(req), { destId: req.params.destId }),
  );
  app.put(
    '/destinations/:destId/expenses/:id',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費を更新（配送先）',
        description:
          '項目全体を置き換えます。multipart では receiptImages を追加、deleteReceiptIds[n] で削除。編集できるのは下書き・差戻しだけ（申請中・承認済みは409）。差戻しを編集すると下書きに戻り、差戻しの理由は次の判断まで残ります。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: destinationExpenseParams,
        consumes,
        response: { 200: expenseSchema },
      },
    },
    async (req) => {
      const { input, receipts } = await readExpenseBody(req, expenseUpdateFields, app.services);
      const [fields, expected] = versioned(req, input);
      return updateExpense(
        expenseCtx(req),
        { destId: req.params.destId },
        req.params.id,
        fields,
        expected,
        receipts,
      );
    },
  );
  app.post(
    '/destinations/:destId/expenses/:id/request-approval',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費の承認を申請（配送先）',
        description: '下書き・差戻しを申請中にします。それ以外の状態は409。',
        tags,
        params: destinationExpenseParams,
        response: { 200: expenseSchema },
      },
    },
    (req) => requestExpenseApproval(expenseCtx(req), { destId: req.params.destId }, req.params.id),
  );
  app.post(
    '/destinations/:destId/expenses/:id/update-status',
    {
      config: staff,
      schema: {
        summary: '経費を承認・差戻し（配送先）',
        description:
          '申請中の経費を approved または rejected にします（差戻しは comment 必須）。申請中でなければ409。差戻しはドライバーへのプッシュ通知を同じトランザクションで登録します。',
        tags,
        params: destinationExpenseParams,
        body: approvalDecisionInput,
        response: { 200: expenseSchema },
      },
    },
    (req) => decideExpense(companyCtx(req), { destId: req.params.destId }, req.params.id, req.body),
  );

  // An expense of the whole course (高速代 between stops): the same calls under the course.
  app.post(
    '/course-expenses/:courseId',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費を登録（コース全体）',
        description: '配送先に属さないコース全体の経費（区間の高速代など）。規則は配送先の経費と同じです。',
        tags,
        params: courseIdParams,
        consumes,
        response: { 201: expenseSchema },
      },
    },
    async (req, reply) => {
      const { input, receipts } = await readExpenseBody(req, expenseFields, app.services);
      const parent = { courseId: req.params.courseId };
      return reply.status(201).send(await createExpense(expenseCtx(req), parent, input, receipts));
    },
  );
  app.put(
    '/course-expenses/:courseId/:id',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費を更新（コース全体）',
        description:
          '規則は配送先の経費の更新と同じです。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: courseExpenseParams,
        consumes,
        response: { 200: expenseSchema },
      },
    },
    async (req) => {
      const { input, receipts } = await readExpenseBody(req, expenseUpdateFields, app.services);
      const [fields, expected] = versioned(req, input);
      return updateExpense(
        expenseCtx(req),
        { courseId: req.params.courseId },
        req.params.id,
        fields,
        expected,
        receipts,
      );
    },
  );
  app.post(
    '/course-expenses/:courseId/:id/request-approval',
    {
      config: staffOrDriver,
      schema: {
        summary: '経費の承認を申請（コース全体）',
        description: '下書き・差戻しを申請中にします。それ以外の状態は409。',
        tags,
        params: courseExpenseParams,
        response: { 200: expenseSchema },
      },
    },
    (req) => requestExpenseApproval(expenseCtx(req), { courseId: req.params.courseId }, req.params.id),
  );
  app.post(
    '/course-expenses/:courseId/:id/update-status',
    {
      config: staff,
      schema: {
        summary: '経費を承認・差戻し（コース全体）',
        description: '申請中の経費を承認または差戻しにします（差戻しは comment 必須）。申請中でなければ409。',
        tags,
        params: courseExpenseParams,
        body: approvalDecisionInput,
        response: { 200: expenseSchema },
      },
    },
    (req) => decideExpense(companyCtx(req), { courseId: req.params.courseId }, req.params.id, req.body),
  );
};
