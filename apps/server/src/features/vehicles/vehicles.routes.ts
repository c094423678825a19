import {
  changeHistoryEntrySchema,
  historyListQuery,
  idParams,
  listResponse,
  vehicleInput,
  vehicleListQuery,
  vehicleSchema,
  vehicleUpdateInput,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  createVehicle,
  deleteVehicle,
  getVehicle,
  listVehicles,
  updateVehicle,
  vehicleHistory,
} from './vehicles.service.ts';

const tags = ['車両'];
const staff = { roles: STAFF };

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehicles',
    {
      config: staff,
      schema: {
        summary: '車両を登録',
        description:
          '登録番号は全角・半角やスペースの違いを吸収し「品川 100 あ 12-34」の形（地名・分類番号・ひらがな・一連番号）に正規化して保存します。同じ登録番号の車両があれば registrationNumber に409。拠点は自社のものに限ります（400）。',
        tags,
        body: vehicleInput,
        response: { 201: vehicleSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createVehicle(companyCtx(req), req.body)),
  );
  app.get(
    '/vehicles',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '車両の一覧',
        description:
          'q（登録番号・車両名・メーカー）、active、vehicleClass、baseId で絞り込みます。sort は registrationNumber（既定）、name、vehicleClass、baseName、inspectionExpiresOn、lastMaintainedOn。',
        tags,
        querystring: vehicleListQuery,
        response: { 200: listResponse(vehicleSchema) },
      },
    },
    (req) => listVehicles(companyCtx(req), req.query),
  );
  app.get(
    '/vehicles/:id',
    {
      config: staff,
      schema: {
        summary: '車両を取得',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: vehicleSchema },
      },
    },
    (req) => getVehicle(companyCtx(req), req.params.id),
  );
  app.put(
    '/vehicles/:id',
    {
      config: staff,
      schema: {
        summary: '車両を更新',
        description:
          '車両の項目を置き換えます。同じ登録番号の車両があれば registrationNumber に409。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: vehicleUpdateInput,
        response: { 200: vehicleSchema },
      },
    },
    (req) => updateVehicle(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.get(
    '/vehicles/:id/history',
    {
      config: staff,
      schema: {
        summary: '車両の変更履歴',
        description:
          '変更履歴（操作・日時・変更者・変更前後）を新しい順に返します（page・perPage）。更新では変更された項目だけを含めます。',
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => vehicleHistory(companyCtx(req), req.params.id, req.query),
  );
  app.delete(
    '/vehicles/:id',
    {
      config: staff,
      schema: {
        summary: '車両を削除',
        description:
          '論理削除します。削除されていないコースで使われている車両は409（「この車両はコースで使われているため削除できません。」）。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteVehicle(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
