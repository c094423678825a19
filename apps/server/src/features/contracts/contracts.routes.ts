import {
  contractCopyInput,
  contractInput,
  contractListQuery,
  contractSchema,
  contractUpdateInput,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  copyContract,
  createContract,
  getContract,
  listContracts,
  updateContract,
} from './contracts.service.ts';

const tags = ['契約'];
const staff = { roles: STAFF };

export const contractsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contracts',
    {
      config: staff,
      schema: {
        summary: '契約を登録',
        description:
          '取引先・拠点は自社のもの（400）。料金の種類 feeType（1便・日当・1件・個建・時間・距離）、請求単価（必須）・支払単価（円）、税率10・8・0。',
        tags,
        body: contractInput,
        response: { 201: contractSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createContract(companyCtx(req), req.body)),
  );
  app.get(
    '/contracts',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '契約の一覧',
        description:
          'from・to：期間内に1日でも有効な契約（to が from より前なら400）。clientId、q（契約名）、active。sort は -from（既定）・from・to・name・clientName。',
        tags,
        querystring: contractListQuery,
        response: { 200: listResponse(contractSchema) },
      },
    },
    (req) => listContracts(companyCtx(req), req.query),
  );
  app.get(
    '/contracts/:id',
    {
      config: staff,
      schema: {
        summary: '契約を取得',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: contractSchema },
      },
    },
    (req) => getContract(companyCtx(req), req.params.id),
  );
  app.put(
    '/contracts/:id',
    {
      config: staff,
      schema: {
        summary: '契約を更新',
        description:
          '取引先・拠点は自社のもの（400）。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: contractUpdateInput,
        response: { 200: contractSchema },
      },
    },
    (req) => updateContract(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.post(
    '/contracts/:id/copy',
    {
      config: staff,
      schema: {
        summary: '契約を複製',
        description:
          '{from, to?, name?, billingUnitPrice?, paymentUnitPrice?} を受け取り、元の契約の取引先・運賃区分・税率・拠点・メモを持つ新しい期間の契約を作成して201で返します。契約名・請求単価・支払単価は指定した値で、省略すると元の契約の値になります（paymentUnitPrice に null で支払単価なし）。元の契約は変わりません。',
        tags,
        params: idParams,
        body: contractCopyInput,
        response: { 201: contractSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await copyContract(companyCtx(req), req.params.id, req.body)),
  );
};
