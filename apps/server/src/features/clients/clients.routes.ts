import {
  clientInput,
  clientListQuery,
  clientSchema,
  clientUpdateInput,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { createClient, getClient, listClients, updateClient } from './clients.service.ts';

const tags = ['取引先'];
const staff = { roles: STAFF };

/** Clients have no DELETE (spec): a client that is no longer served is set 取引停止 (active: false). */
export const clientsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/clients',
    {
      config: staff,
      schema: {
        summary: '取引先を登録',
        description:
          '締日・支払日は1〜28または0（月末）、支払サイトは0〜6か月。適格請求書発行事業者の登録番号はチェックディジットを確認します（400）。consignorId は既存の荷主（400）。',
        tags,
        body: clientInput,
        response: { 201: clientSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createClient(companyCtx(req), req.body)),
  );
  app.get(
    '/clients',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '取引先の一覧',
        description:
          'q（取引先名・フリガナ）、active、sort は nameKana（既定）・name・createdAt。荷主名 consignorName を含みます。',
        tags,
        querystring: clientListQuery,
        response: { 200: listResponse(clientSchema) },
      },
    },
    (req) => listClients(companyCtx(req), req.query),
  );
  app.get(
    '/clients/:id',
    {
      config: staff,
      schema: {
        summary: '取引先を取得',
        description: '1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: clientSchema },
      },
    },
    (req) => getClient(companyCtx(req), req.params.id),
  );
  app.put(
    '/clients/:id',
    {
      config: staff,
      schema: {
        summary: '取引先を更新',
        description:
          '取引先の項目を置き換えます。削除はできません：取引をやめた取引先は active: false（取引停止）にします。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: clientUpdateInput,
        response: { 200: clientSchema },
      },
    },
    (req) => updateClient(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
};
