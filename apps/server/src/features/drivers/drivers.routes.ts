import {
  driverInput,
  driverListQuery,
  driverLoginMailBody,
  driverSchema,
  driverStatusBody,
  driverUpdateInput,
  idParams,
  listResponse,
  loginCodeResponse,
  sendLoginMailResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { issueDriverLoginCode, resendInvitationMail, sendLoginMail } from './driver-mail.service.ts';
import { setDriverStatus } from './driver-status.service.ts';
import { createDriver, getDriver, listDrivers, updateDriver } from './drivers.service.ts';

const tags = ['ドライバー'];
const staff = { roles: STAFF };

export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/drivers',
    {
      config: staff,
      schema: {
        summary: 'ドライバーを登録',
        description:
          'ドライバーとサインイン用の利用者（ロール driver）を作成し、招待メールを同じトランザクションで送ります。メールアドレスが他の利用者と重複すれば（大文字小文字を区別しない）email に409。',
        tags,
        body: driverInput,
        response: { 201: driverSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createDriver(companyCtx(req), req.body)),
  );
  app.get(
    '/drivers',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: 'ドライバーの一覧',
        description:
          'q（氏名・フリガナ・メール・電話番号。電話は数字だけでも可）、groupId、status（active・inactive）、employmentType。sort は nameKana（既定）・name・employmentType・groupName・hiredOn・lastSignInAt。招待状況 invitationStatus を含みます。',
        tags,
        querystring: driverListQuery,
        response: { 200: listResponse(driverSchema) },
      },
    },
    (req) => listDrivers(companyCtx(req), req.query),
  );
  // Before /drivers/:id, so the static segment is never read as an id.
  app.post(
    '/drivers/sendLoginMail',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: 'ドライバーにログインメールを送信',
        description:
          'ids（1〜100件）の各ドライバーに24時間有効のログインリンクを送ります。他社のIDは404、無効なドライバーは ids に400で、その場合は1通も送りません。',
        tags,
        body: driverLoginMailBody,
        response: { 200: sendLoginMailResponse },
      },
    },
    (req) => sendLoginMail(companyCtx(req), req.body.ids),
  );
  app.get(
    '/drivers/:id',
    {
      config: staff,
      schema: {
        summary: 'ドライバーを取得',
        description:
          '招待状況 invitationStatus（accepted・sent・not_sent）と最終サインイン日時を含みます。1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    (req) => getDriver(companyCtx(req), req.params.id),
  );
  app.put(
    '/drivers/:id',
    {
      config: staff,
      schema: {
        summary: 'ドライバーを更新',
        description:
          '項目と利用者の氏名・メールアドレスを置き換えます。メールアドレスを変えると送付済みのリンクは無効になり、招待状況は not_sent に戻ります。重複するメールアドレスは email に409。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: driverUpdateInput,
        response: { 200: driverSchema },
      },
    },
    (req) => updateDriver(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.put(
    '/drivers/:id/status',
    {
      config: staff,
      schema: {
        summary: 'ドライバーの有効・無効を切り替え',
        description:
          'inactive にすると利用者も無効になり、セッションと送付済みリンクはすべて失効します（サインイン・トークン更新・使用中のトークンも即時に拒否）。active で再びサインインできます。',
        tags,
        params: idParams,
        body: driverStatusBody,
        response: { 200: driverSchema },
      },
    },
    (req) => setDriverStatus(companyCtx(req), req.params.id, req.body.status),
  );
  app.post(
    '/drivers/:id/resendInvitationMail',
    {
      config: staff,
      schema: {
        summary: '招待メールを再送',
        description:
          '7日間有効の新しい招待リンクを送り、未使用の以前のリンクは無効になります。無効なドライバーは400。',
        tags,
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    (req) => resendInvitationMail(companyCtx(req), req.params.id),
  );
  app.post(
    '/drivers/:id/login-code',
    {
      config: staff,
      schema: {
        summary: 'ログインコードを発行',
        description:
          'メールアドレスのないドライバーが印刷・口頭で受け取ってサインインするための、1回限り・24時間有効のログインコード（12文字）を発行します。コードはこの応答にだけ含まれ、保存されるのはハッシュだけです。発行すると未使用の以前のコードは無効になります。無効なドライバーは400、他社のドライバーは404。',
        tags,
        params: idParams,
        response: { 200: loginCodeResponse },
      },
    },
    async (req, reply) => {
      // The code is shown once: no browser or proxy may keep a copy.
      reply.header('cache-control', 'no-store');
      return issueDriverLoginCode(companyCtx(req), req.params.id);
    },
  );
};
