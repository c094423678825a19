import { expenseSchema, listResponse, selfExpenseQuery } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { driverCtx } from '../../lib/context.ts';
import { expenseListsRoutes } from './expense-lists.routes.ts';
import { expenseWritesRoutes } from './expense-writes.routes.ts';
import { listSelfExpenses } from './self-expenses.service.ts';

const tags = ['経費'];

export const expensesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(expenseWritesRoutes);
  await app.register(expenseListsRoutes);
  app.get(
    '/self/expenses',
    {
      config: { roles: ['driver'], reads: 'replica' },
      schema: {
        summary: '自分の経費',
        description: 'deliveryDate（既定は今日）のコースの経費を、領収書画像と承認状態付きで返します。',
        tags,
        querystring: selfExpenseQuery,
        response: { 200: listResponse(expenseSchema) },
      },
    },
    (req) => listSelfExpenses(driverCtx(req), req.query.deliveryDate),
  );
};
