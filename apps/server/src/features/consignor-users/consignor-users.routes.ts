import {
  consignorUserCreateInput,
  consignorUserInput,
  consignorUserListQuery,
  consignorUserLoginMailBody,
  consignorUserSchema,
  idParams,
  listResponse,
  sendLoginMailResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import {
  createConsignorUser,
  getConsignorUser,
  listConsignorUsers,
  sendConsignorLoginMail,
  updateConsignorUser,
} from './consignor-users.service.ts';

const tags = ['荷主ユーザー'];
/** The system administrator (for any consignor) and the consignor's own users (for theirs). */
const managers = { roles: ['system_admin', 'consignor_user'] as const };

export const consignorUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/consignor/users',
    {
      config: managers,
      schema: {
        summary: '荷主ユーザーを登録',
        description:
          '荷主ユーザーは自分の荷主のユーザーを、システム管理者は本文の consignorId（必須、400）で荷主を指定して登録します。有効なユーザーには招待メール（7日間有効のリンク）を同じトランザクションで送ります。メールアドレスは全利用者で一意（email に409）。',
        tags,
        body: consignorUserCreateInput,
        response: { 201: consignorUserSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createConsignorUser(ctxOf(req), req.body)),
  );
  app.get(
    '/consignor/users',
    {
      config: { ...managers, reads: 'replica' },
      schema: {
        summary: '荷主ユーザーの一覧',
        description:
          '荷主ユーザーは自分の荷主のユーザーだけ。システム管理者は consignorId で絞り込めます。q（氏名・メール・電話）、active、sort は name（既定）・email・lastSignedInAt・createdAt。',
        tags,
        querystring: consignorUserListQuery,
        response: { 200: listResponse(consignorUserSchema) },
      },
    },
    (req) => listConsignorUsers(ctxOf(req), req.query),
  );
  app.post(
    '/consignor/users/sendLoginMail',
    {
      config: { ...managers, errors: [404] },
      schema: {
        summary: '荷主ユーザーにログインメールを送信',
        description:
          'ids（1〜100件）の各利用者に24時間有効のログインリンクを送ります。対象外のIDは404、無効な利用者は ids.<n> に400で、その場合は1通も送りません。',
        tags,
        body: consignorUserLoginMailBody,
        response: { 200: sendLoginMailResponse },
      },
    },
    (req) => sendConsignorLoginMail(ctxOf(req), req.body.ids),
  );
  app.get(
    '/consignor/users/:id',
    {
      config: managers,
      schema: {
        summary: '荷主ユーザーを取得',
        description: '別の荷主のユーザー、荷主ユーザーでない利用者は404。',
        tags,
        params: idParams,
        response: { 200: consignorUserSchema },
      },
    },
    (req) => getConsignorUser(ctxOf(req), req.params.id),
  );
  app.put(
    '/consignor/users/:id',
    {
      config: managers,
      schema: {
        summary: '荷主ユーザーを更新',
        description:
          'name・email・phone・active を置き換えます。自分自身を無効にはできません（active に400）。無効にした利用者はすぐにサインアウトされます。',
        tags,
        params: idParams,
        body: consignorUserInput,
        response: { 200: consignorUserSchema },
      },
    },
    (req) => updateConsignorUser(ctxOf(req), req.params.id, req.body),
  );
};
