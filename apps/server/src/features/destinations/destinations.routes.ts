import {
  courseDestinationParams,
  courseIdParams,
  destinationDetailSchema,
  destinationInput,
  destinationTypeQuery,
  destinationUpdateInput,
  idParams,
  listResponse,
  reorderDestinationsInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  createDestination,
  deleteDestination,
  destinationDetail,
  getCourseDestination,
  listCourseDestinations,
  reorderDestinations,
  updateDestination,
} from './destinations.service.ts';

const tags = ['配送先'];
const staff = { roles: STAFF };
const list = listResponse(destinationDetailSchema);

export const destinationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/destinations/:id',
    {
      config: staff,
      schema: {
        summary: '配送先を取得（IDのみ）',
        description:
          '作業実績と到着予定付きで配送先を返します。1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: destinationDetailSchema },
      },
    },
    (req) => destinationDetail(companyCtx(req), req.params.id),
  );
  app.post(
    '/courses/:courseId/destinations',
    {
      config: staff,
      schema: {
        summary: '配送先を追加',
        description:
          'sequence がなければ最後に、あれば指定位置に挿入し後続を1つずつ下げます。座標がなく住所があれば位置情報を非同期で取得します（geocodeStatus: pending）。取引先拠点は自社のもの（400）。201で到着予定 eta 付きの配送先を返します。',
        tags,
        params: courseIdParams,
        body: destinationInput,
        response: { 201: destinationDetailSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createDestination(companyCtx(req), req.params.courseId, req.body)),
  );
  app.get(
    '/courses/:courseId/destinations',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'コースの配送先の一覧',
        description:
          '全配送先を順序どおりに、作業実績 actions と到着予定 eta 付きで返します（ページ分割なし）。eta は出発時刻（開始時刻、なければ8:00）から拠点の積込時間、直線距離×迂回係数÷平均速度、時間指定の開始、作業時間を積み上げ、実績が入るとそこから計算し直します（自社の所要時間設定）。座標のない配送先と到着・完了済みの配送先は null。',
        tags,
        params: courseIdParams,
        response: { 200: list },
      },
    },
    (req) => listCourseDestinations(companyCtx(req), req.params.courseId),
  );
  app.get(
    '/courses/:courseId/destinations/type',
    {
      config: staff,
      schema: {
        summary: '種別で配送先を絞り込み',
        description: 'destinationType（pickup・delivery・base・waypoint、必須）の配送先だけを返します。',
        tags,
        params: courseIdParams,
        querystring: destinationTypeQuery,
        response: { 200: list },
      },
    },
    (req) => listCourseDestinations(companyCtx(req), req.params.courseId, req.query.destinationType),
  );
  app.post(
    '/courses/:courseId/destinations/actions/reorder',
    {
      config: staff,
      schema: {
        summary: '配送先を並べ替え',
        description:
          'ids にコースの全配送先を新しい順で1回ずつ指定します。不足・余分・重複・他コースのIDは ids に400。',
        tags,
        params: courseIdParams,
        body: reorderDestinationsInput,
        response: { 200: list },
      },
    },
    (req) => reorderDestinations(companyCtx(req), req.params.courseId, req.body.ids),
  );
  app.get(
    '/courses/:courseId/destinations/:id',
    {
      config: staff,
      schema: {
        summary: '配送先を取得',
        description: '別のコースの配送先は404。1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: courseDestinationParams,
        response: { 200: destinationDetailSchema },
      },
    },
    (req) => getCourseDestination(companyCtx(req), req.params.courseId, req.params.id),
  );
  // The spec's update path is defective (design.md §3): served here, where the web client calls it.
  app.put(
    '/courses/:courseId/destinations/:id',
    {
      config: staff,
      schema: {
        summary: '配送先を更新',
        description:
          '項目全体を置き換えます。sequence を指定すると移動し、間の配送先を1つずつずらします。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: courseDestinationParams,
        body: destinationUpdateInput,
        response: { 200: destinationDetailSchema },
      },
    },
    (req) =>
      updateDestination(companyCtx(req), req.params.courseId, req.params.id, ...versioned(req, req.body)),
  );
  app.delete(
    '/courses/:courseId/destinations/:id',
    {
      config: staff,
      schema: {
        summary: '配送先を削除',
        description: '物理削除し、後続の順序を詰めます。作業実績のある配送先は409。',
        tags,
        params: courseDestinationParams,
      },
    },
    async (req, reply) => {
      await deleteDestination(companyCtx(req), req.params.courseId, req.params.id);
      return reply.status(204).send();
    },
  );
};
