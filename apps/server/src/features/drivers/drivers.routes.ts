import {
  driverInput,
  driverListQuery,
  driverLoginMailBody,
  driverSchema,
  driverStatusBody,
  driverUpdateInput,
  idParams,
  listResponse,
  sendLoginMailResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import { resendInvitationMail, sendLoginMail } from './driver-mail.service.ts';
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
        tags,
        summary: 'ドライバーの登録',
        description:
          'ドライバーとサインイン用ユーザーを登録し、招待メールを送信します。運転者台帳の項目（生年月日、住所、雇入れ日、選任日、免許の番号・種類・条件、健康状態）もここで記入します。',
        body: driverInput,
        response: { 201: driverSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await createDriver(companyCtx(req), req.body)),
  );
  app.get(
    '/drivers',
    {
      config: staff,
      schema: {
        tags,
        summary: 'ドライバーの一覧',
        description:
          '会社のドライバーをフリガナ順などで返します（検索・グループ・状態・雇用区分で絞り込み）。',
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
      config: staff,
      schema: {
        tags,
        summary: 'ログインメールの一括送信',
        description: '指定したドライバーにサインイン用のメールを送信します。',
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
        tags,
        summary: 'ドライバーの取得',
        description: 'ドライバー1件を返します。',
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
        tags,
        summary: 'ドライバーの更新',
        description:
          'ドライバーの項目を置き換えます（version が古ければ409）。退職時は退職日と解任の理由を記入します（運転者台帳は退職後3年間保存されます）。',
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
        tags,
        summary: 'ドライバーの状態変更',
        description: '有効・無効を切り替えます。サインイン用ユーザーの有効状態も連動します。',
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
        tags,
        summary: '招待メールの再送信',
        description: 'まだ利用を開始していないドライバーに招待メールを再送信します。',
        params: idParams,
        response: { 200: driverSchema },
      },
    },
    (req) => resendInvitationMail(companyCtx(req), req.params.id),
  );
};
