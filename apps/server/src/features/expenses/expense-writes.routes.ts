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
      schema: { tags, params: destIdParams, consumes, response: { 201: expenseSchema } },
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
      config: staffOrDriver,
      schema: { tags, params: destIdParams, response: { 200: listResponse(expenseSchema) } },
    },
    (req) => listParentExpenses(expenseCtx(req), { destId: req.params.destId }),
  );
  app.put(
    '/destinations/:destId/expenses/:id',
    {
      config: staffOrDriver,
      schema: { tags, params: destinationExpenseParams, consumes, response: { 200: expenseSchema } },
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
      schema: { tags, params: destinationExpenseParams, response: { 200: expenseSchema } },
    },
    (req) => requestExpenseApproval(expenseCtx(req), { destId: req.params.destId }, req.params.id),
  );
  app.post(
    '/destinations/:destId/expenses/:id/update-status',
    {
      config: staff,
      schema: {
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
      schema: { tags, params: courseIdParams, consumes, response: { 201: expenseSchema } },
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
      schema: { tags, params: courseExpenseParams, consumes, response: { 200: expenseSchema } },
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
      schema: { tags, params: courseExpenseParams, response: { 200: expenseSchema } },
    },
    (req) => requestExpenseApproval(expenseCtx(req), { courseId: req.params.courseId }, req.params.id),
  );
  app.post(
    '/course-expenses/:courseId/:id/update-status',
    {
      config: staff,
      schema: {
        tags,
        params: courseExpenseParams,
        body: approvalDecisionInput,
        response: { 200: expenseSchema },
      },
    },
    (req) => decideExpense(companyCtx(req), { courseId: req.params.courseId }, req.params.id, req.body),
  );
};
