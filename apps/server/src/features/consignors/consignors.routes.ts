import {
  consignorInput,
  consignorListQuery,
  consignorSchema,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { createConsignor, getConsignor, listConsignors, updateConsignor } from './consignors.service.ts';

const tags = ['荷主'];
/** Only the system administrator manages consignors. */
const systemAdmin = { roles: ['system_admin'] as const };
/** Company staff read the consignors linked to their clients (for client forms and course origins). */
const readers = { roles: ['system_admin', 'company_admin'] as const };

export const consignorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/consignors',
    {
      config: { ...readers, reads: 'replica' },
      schema: {
        summary: '荷主の一覧',
        description:
          'システム管理者はすべての荷主、運送会社管理者は自社の取引先に紐づく荷主だけを返します。q（荷主名・フリガナ・電話番号）、active、sort は nameKana（既定）・name・createdAt。',
        tags,
        querystring: consignorListQuery,
        response: { 200: listResponse(consignorSchema) },
      },
    },
    (req) => listConsignors(ctxOf(req), req.query),
  );
  app.post(
    '/consignors',
    {
      config: systemAdmin,
      schema: {
        summary: '荷主を登録',
        description: '荷主の名称・フリガナ・住所・電話番号・有効を登録します。',
        tags,
        body: consignorInput,
        response: { 201: consignorSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createConsignor(ctxOf(req), req.body)),
  );
  app.get(
    '/consignors/:id',
    {
      config: readers,
      schema: {
        summary: '荷主を取得',
        description: '運送会社管理者には、自社の取引先に紐づかない荷主は存在しないものと同じ404を返します。',
        tags,
        params: idParams,
        response: { 200: consignorSchema },
      },
    },
    (req) => getConsignor(ctxOf(req), req.params.id),
  );
  app.put(
    '/consignors/:id',
    {
      config: systemAdmin,
      schema: {
        summary: '荷主を更新',
        description:
          '項目を置き換えます。active: false にしても取引先の紐づけは残り、荷主ユーザーのサインインは止まりません（利用者ごとに無効にしてください）。',
        tags,
        params: idParams,
        body: consignorInput,
        response: { 200: consignorSchema },
      },
    },
    (req) => updateConsignor(ctxOf(req), req.params.id, req.body),
  );
};
