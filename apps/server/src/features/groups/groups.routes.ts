import { groupInput, groupListQuery, groupSchema, idParams, listResponse } from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { createGroup, getGroup, listGroups, updateGroup } from './groups.service.ts';

const tags = ['グループ'];
const staff = { roles: STAFF };

export const groupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/groups',
    {
      config: staff,
      schema: {
        summary: 'グループを登録',
        description: '同じ名前のグループがあれば name に409。',
        tags,
        body: groupInput,
        response: { 201: groupSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createGroup(companyCtx(req), req.body)),
  );
  app.get(
    '/groups',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'グループの一覧',
        description:
          'q（名称）、sort は name（既定）・createdAt。driverCount は所属する有効なドライバー数です。',
        tags,
        querystring: groupListQuery,
        response: { 200: listResponse(groupSchema) },
      },
    },
    (req) => listGroups(companyCtx(req), req.query),
  );
  app.get(
    '/groups/:id',
    {
      config: staff,
      schema: {
        summary: 'グループを取得',
        description: '自社のグループを1件返します。',
        tags,
        params: idParams,
        response: { 200: groupSchema },
      },
    },
    (req) => getGroup(companyCtx(req), req.params.id),
  );
  app.put(
    '/groups/:id',
    {
      config: staff,
      schema: {
        summary: 'グループを更新',
        description: 'name・memo を置き換えます。同じ名前のグループがあれば name に409。',
        tags,
        params: idParams,
        body: groupInput,
        response: { 200: groupSchema },
      },
    },
    (req) => updateGroup(companyCtx(req), req.params.id, req.body),
  );
};
