import {
  optimizationConfirmInput,
  optimizationConfirmSchema,
  optimizationReplanInput,
  optimizationRunParams,
  optimizationRunSchema,
  optimizationStartedSchema,
  optimizationTargetsInput,
  optimizationTargetsSchema,
  optimizeInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  cancelOptimization,
  getOptimization,
  replanOptimization,
  startOptimization,
} from './optimization.service.ts';
import { confirmOptimization } from './optimization-confirm.service.ts';
import { stopAllSolves } from './optimization-pool.ts';
import { searchTargets } from './optimization-targets.service.ts';

const tags = ['配車最適化'];
const staff = { roles: STAFF };

export const optimizationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onClose', () => stopAllSolves());
  app.post(
    '/courses/optimize/targets/search',
    {
      config: staff,
      schema: {
        summary: '配車最適化の対象を検索',
        description:
          '配送日（と拠点）の未着手のコースと配送先、その日に乗務できる有効なドライバー（免許証が有効、勤務可能時間）、有効な車両（最大積載量）、座標のある拠点を返します。',
        tags,
        body: optimizationTargetsInput,
        response: { 200: optimizationTargetsSchema },
      },
    },
    (req) => searchTargets(companyCtx(req), req.body),
  );
  app.post(
    '/courses/optimize',
    {
      config: staff,
      schema: {
        summary: '配車最適化を開始',
        description:
          'ルート i は driverIds[i] と vehicleIds[i] の組（同じ長さ、重複不可）。すぐに202で runId を返し、計算は別スレッドで進みます。座標のない拠点、対象外のコース・ドライバー・車両は項目に400。どの配送先にも座標がなければ、配送先ごとに stops.<配送先ID> の400（一部だけなら計算し、その配送先は no_coordinates で割り当てられません）。待機（指定時間前の待ち）は休憩に数えず、waitMinutes・waitingMinutes で返します。同時に2件を計算中なら409。',
        tags,
        body: optimizeInput,
        response: { 202: optimizationStartedSchema },
      },
    },
    async (req, reply) => reply.status(202).send(await startOptimization(companyCtx(req), req.body)),
  );
  app.post(
    '/courses/optimize/confirm',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '配車最適化の結果を確定',
        description:
          '計算済みの実行のルートをコースに反映します（ルートごとにコースを再利用または作成、ドライバー・車両・時刻を設定、配送先を並べ替え）。1トランザクション。組や配送先が実行と合わなければ400、開始済みのコースや未完了・確定済みの実行は409。',
        tags,
        body: optimizationConfirmInput,
        response: { 200: optimizationConfirmSchema },
      },
    },
    (req) => confirmOptimization(companyCtx(req), req.body),
  );
  app.get(
    '/courses/optimize/:runId',
    {
      config: staff,
      schema: {
        summary: '配車最適化の状態と結果',
        description:
          '状態（running・succeeded・failed・cancelled・confirmed）、進捗、結果（ルートごとの配送順・時刻・休憩、割り当てられなかった配送先と理由）を返します。',
        tags,
        params: optimizationRunParams,
        response: { 200: optimizationRunSchema },
      },
    },
    (req) => getOptimization(companyCtx(req), req.params.runId),
  );
  // Moved stops stay on their routes; the new run orders and times them again.
  app.post(
    '/courses/optimize/:runId/replan',
    {
      config: staff,
      schema: {
        summary: 'ルートを調整して再計算',
        description:
          '配送先をルート間で移した routes を受け取り、各ルートの順序・時刻・休憩を計算し直す新しい実行を202で開始します。計算が終わっていない実行は409。',
        tags,
        params: optimizationRunParams,
        body: optimizationReplanInput,
        response: { 202: optimizationStartedSchema },
      },
    },
    async (req, reply) =>
      reply.status(202).send(await replanOptimization(companyCtx(req), req.params.runId, req.body)),
  );
  app.post(
    '/courses/optimize/:runId/cancel',
    {
      config: staff,
      schema: {
        summary: '配車最適化を中止',
        description: '計算中でなければ409。',
        tags,
        params: optimizationRunParams,
        response: { 200: optimizationRunSchema },
      },
    },
    (req) => cancelOptimization(companyCtx(req), req.params.runId),
  );
};
