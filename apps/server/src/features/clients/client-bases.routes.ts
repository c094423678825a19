import {
  clientBaseInput,
  clientBaseListQuery,
  clientBaseParams,
  clientBaseSchema,
  clientIdParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  createClientBase,
  deleteClientBase,
  getClientBase,
  listClientBases,
  updateClientBase,
} from './client-bases.service.ts';

const tags = ['取引先'];
const staff = { roles: STAFF };

/** A client's bases (取引先拠点), always reached through their client. */
export const clientBasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients/:clientId/bases',
    {
      config: staff,
      schema: {
        summary: '取引先拠点を登録',
        description:
          '取引先の拠点（納品先など）を登録します。時間指定の終了は開始より後（400）。自社の取引先でなければ404。',
        tags,
        params: clientIdParams,
        body: clientBaseInput,
        response: { 201: clientBaseSchema },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createClientBase(companyCtx(req), req.params.clientId, req.body)),
  );
  app.get(
    '/clients/:clientId/bases',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '取引先拠点の一覧',
        description: 'q（名称・住所）で絞り込みます。自社の取引先でなければ404。',
        tags,
        params: clientIdParams,
        querystring: clientBaseListQuery,
        response: { 200: listResponse(clientBaseSchema) },
      },
    },
    (req) => listClientBases(companyCtx(req), req.params.clientId, req.query),
  );
  app.get(
    '/clients/:clientId/bases/:id',
    {
      config: staff,
      schema: {
        summary: '取引先拠点を取得',
        description: '別の取引先の拠点は404。',
        tags,
        params: clientBaseParams,
        response: { 200: clientBaseSchema },
      },
    },
    (req) => getClientBase(companyCtx(req), req.params.clientId, req.params.id),
  );
  app.put(
    '/clients/:clientId/bases/:id',
    {
      config: staff,
      schema: {
        summary: '取引先拠点を更新',
        description: '項目を置き換えます。時間指定の終了は開始より後（400）。別の取引先の拠点は404。',
        tags,
        params: clientBaseParams,
        body: clientBaseInput,
        response: { 200: clientBaseSchema },
      },
    },
    (req) => updateClientBase(companyCtx(req), req.params.clientId, req.params.id, req.body),
  );
  app.delete(
    '/clients/:clientId/bases/:id',
    {
      config: staff,
      schema: {
        summary: '取引先拠点を削除',
        description: '論理削除します。削除されていないコースの配送先が使っている間は409。',
        tags,
        params: clientBaseParams,
      },
    },
    async (req, reply) => {
      await deleteClientBase(companyCtx(req), req.params.clientId, req.params.id);
      return reply.status(204).send();
    },
  );
};
