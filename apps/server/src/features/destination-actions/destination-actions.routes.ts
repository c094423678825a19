import {
  destIdParams,
  destinationActionInput,
  destinationActionParams,
  destinationActionSchema,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { publishActionHint } from './action-hint.ts';
import {
  deleteDestinationAction,
  getDestinationAction,
  listDestinationActions,
  recordDestinationAction,
} from './destination-actions.service.ts';

const tags = ['作業実績'];
const staff = { roles: STAFF };

export const destinationActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Staff recording on a driver's behalf; a repeated clientActionId answers the first record with 200.
  app.post(
    '/destinations/:destId/actions',
    {
      config: staff,
      schema: {
        summary: '作業実績を記録（管理者）',
        description:
          '到着・作業開始・完了・不在・スキップなどを記録し、配送先とコースの状態を進めます。at は省略時は現在（5分先まで）、配送日の0時より前や当日の最初の出勤より前は at に400。状態の遷移：未着手・到着から到着・作業開始・荷待ち・荷役で到着、完了・不在・持戻り（carried_back）・再配達依頼（redelivery_requested）・一部配達（partial）・受取拒否（refused）・スキップでそれぞれ同名の状態。持戻り・再配達依頼・一部配達・受取拒否は reason が必須、再配達依頼は redeliveryAt、一部配達は deliveredQuantity（配送先の個数未満）が必須で、他の種別に指定すると400。不在からは持戻り・再配達依頼・到着・完了・スキップ、持戻り・再配達依頼からは到着・完了・スキップのみ、完了・一部配達・受取拒否・スキップ・持ち越し済みからは記録できません（409）。最初の記録でコースは運行中、全配送先が終わると完了になります。中止コースは409。同じ clientActionId の再送は最初の記録を200で返します（別の配送先なら409）。',
        tags,
        params: destIdParams,
        body: destinationActionInput,
        response: { 200: destinationActionSchema, 201: destinationActionSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { action, created } = await recordDestinationAction(ctx, req.params.destId, req.body);
      publishActionHint(req, { companyId: ctx.companyId, courseId: action.courseId }, created);
      return reply.status(created ? 201 : 200).send(action);
    },
  );
  app.get(
    '/destinations/:destId/actions',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '作業実績の一覧',
        description: '時刻の古い順に、記録者名付きで返します。',
        tags,
        params: destIdParams,
        response: { 200: listResponse(destinationActionSchema) },
      },
    },
    (req) => listDestinationActions(companyCtx(req), req.params.destId),
  );
  app.get(
    '/destinations/:destId/actions/:id',
    {
      config: staff,
      schema: {
        summary: '作業実績を取得',
        description: '配送先の作業実績を1件返します。',
        tags,
        params: destinationActionParams,
        response: { 200: destinationActionSchema },
      },
    },
    (req) => getDestinationAction(companyCtx(req), req.params.destId, req.params.id),
  );
  app.delete(
    '/destinations/:destId/actions/:id',
    {
      config: staff,
      schema: {
        summary: '作業実績を削除（訂正）',
        description:
          '204を返し、配送先とコースの状態を残りの実績に合わせて戻します。写真・サインも削除します。',
        tags,
        params: destinationActionParams,
      },
    },
    async (req, reply) => {
      await deleteDestinationAction(companyCtx(req), req.params.destId, req.params.id);
      return reply.status(204).send();
    },
  );
};
