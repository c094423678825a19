import {
  adjustmentAmountInput,
  adjustmentAmountListQuery,
  adjustmentAmountReplaceInput,
  adjustmentAmountSchema,
  changeHistoryEntrySchema,
  clientAdjustmentIdParams,
  clientAdjustmentParams,
  driverAdjustmentIdParams,
  driverAdjustmentParams,
  historyListQuery,
  listResponse,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  type AdjustmentParent,
  adjustmentHistory,
  createAdjustment,
  deleteAdjustment,
  getAdjustment,
  listAdjustments,
  replaceAdjustments,
  updateAdjustment,
} from './adjustment-amounts.service.ts';

const tags = ['調整額'];
const staff = { roles: STAFF };

/** The same calls under a client (請求の調整額) and under a driver (支払の調整額). */
const parents = [
  {
    kind: 'client',
    label: '取引先',
    base: '/clients/:clientId/adjustment-amounts',
    params: clientAdjustmentParams,
    idParams: clientAdjustmentIdParams,
    of: (p: Record<string, string>) => p.clientId as string,
  },
  {
    kind: 'driver',
    label: 'ドライバー',
    base: '/drivers/:driverId/adjustment-amounts',
    params: driverAdjustmentParams,
    idParams: driverAdjustmentIdParams,
    of: (p: Record<string, string>) => p.driverId as string,
  },
] as const;

export const adjustmentAmountsRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const p of parents) {
    const parent = (req: FastifyRequest): AdjustmentParent => ({
      kind: p.kind,
      id: p.of(req.params as Record<string, string>),
    });
    const id = (req: FastifyRequest) => (req.params as { id: string }).id;

    app.get(
      p.base,
      {
        config: { ...staff, reads: 'replica' },
        schema: {
          summary: `${p.label}の調整額の一覧`,
          description: `accountingMonth で絞り込み、新しい月から、追加した順に返します。他社・不明の${p.label}は404。`,
          tags,
          params: p.params,
          querystring: adjustmentAmountListQuery,
          response: { 200: listResponse(adjustmentAmountSchema) },
        },
      },
      (req) => listAdjustments(companyCtx(req), parent(req), req.query),
    );
    app.post(
      p.base,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額を登録`,
          description:
            'accountingMonth（YYYY-MM）、title（100文字まで）、amount（税抜の円、0以外・±1億円まで。手当は正、控除・値引は負）、taxRate（10・8・0、既定10）、memo。発行済みの月も変更でき、月次締めで再発行が必要と示します（changedSinceIssue）。',
          tags,
          params: p.params,
          body: adjustmentAmountInput,
          response: { 201: adjustmentAmountSchema },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await createAdjustment(companyCtx(req), parent(req), req.body)),
    );
    app.post(
      `${p.base}/replace`,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額を月ごとに置き換え`,
          description:
            'accountingMonth と items（200件まで）を1トランザクションで反映します：その月の調整額の id があれば更新、id がなければ追加、送らなかったものは削除。その月のものでない id は items.{n}.id に400で、月は元のままです。他の月は変わりません。',
          tags,
          params: p.params,
          body: adjustmentAmountReplaceInput,
          response: { 200: listResponse(adjustmentAmountSchema) },
        },
      },
      (req) => replaceAdjustments(companyCtx(req), parent(req), req.body),
    );
    app.get(
      `${p.base}/:id`,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額を取得`,
          description: `別の${p.label}の調整額は404。`,
          tags,
          params: p.idParams,
          response: { 200: adjustmentAmountSchema },
        },
      },
      (req) => getAdjustment(companyCtx(req), parent(req), id(req)),
    );
    app.put(
      `${p.base}/:id`,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額を更新`,
          description: `項目を置き換えます。別の${p.label}の調整額は404。`,
          tags,
          params: p.idParams,
          body: adjustmentAmountInput,
          response: { 200: adjustmentAmountSchema },
        },
      },
      (req) => updateAdjustment(companyCtx(req), parent(req), id(req), req.body),
    );
    app.delete(
      `${p.base}/:id`,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額を削除`,
          description: '論理削除します（行と変更履歴は残ります）。',
          tags,
          params: p.idParams,
        },
      },
      async (req, reply) => {
        await deleteAdjustment(companyCtx(req), parent(req), id(req));
        return reply.status(204).send();
      },
    );
    app.get(
      `${p.base}/:id/history`,
      {
        config: staff,
        schema: {
          summary: `${p.label}の調整額の変更履歴`,
          description:
            '変更履歴（操作・日時・変更者・変更前後）を新しい順に返します（page・perPage）。更新では変更された項目だけを含めます。',
          tags,
          params: p.idParams,
          querystring: historyListQuery,
          response: { 200: listResponse(changeHistoryEntrySchema) },
        },
      },
      (req) => adjustmentHistory(companyCtx(req), parent(req), id(req), req.query),
    );
  }
};
