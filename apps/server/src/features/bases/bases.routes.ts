import {
  baseInput,
  baseListItemSchema,
  baseListQuery,
  baseSchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { createBase, deleteBase, getBase, listBases, updateBase } from './bases.service.ts';

const tags = ['拠点'];
const staff = { roles: STAFF };

export const basesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bases',
    {
      config: staff,
      schema: {
        summary: '拠点を登録',
        description: '自社の拠点（営業所・倉庫など）を登録します。',
        tags,
        body: baseInput,
        response: { 201: baseSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createBase(companyCtx(req), req.body)),
  );
  app.get(
    '/bases',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '拠点の一覧',
        description:
          'q（拠点名・住所）、sort は name（既定）・createdAt。withClientBases=true で取引先の拠点も含めます（kind・clientId・clientName 付き、自社の拠点が先）。',
        tags,
        querystring: baseListQuery,
        response: { 200: listResponse(baseListItemSchema) },
      },
    },
    (req) => listBases(companyCtx(req), req.query),
  );
  app.get(
    '/bases/:id',
    {
      config: staff,
      schema: {
        summary: '拠点を取得',
        description: '自社の拠点を1件返します。',
        tags,
        params: idParams,
        response: { 200: baseSchema },
      },
    },
    (req) => getBase(companyCtx(req), req.params.id),
  );
  app.put(
    '/bases/:id',
    {
      config: staff,
      schema: {
        summary: '拠点を更新',
        description: '拠点の項目を置き換えます。',
        tags,
        params: idParams,
        body: baseInput,
        response: { 200: baseSchema },
      },
    },
    (req) => updateBase(companyCtx(req), req.params.id, req.body),
  );
  app.delete(
    '/bases/:id',
    {
      config: staff,
      schema: {
        summary: '拠点を削除',
        description: '論理削除します。車両・契約・コースで使われている間は、使っているものを示して409。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteBase(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
