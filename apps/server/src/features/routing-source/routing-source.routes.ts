import {
  listResponse,
  markAsProcessedInput,
  markAsProcessedResult,
  routingSourceListQuery,
  routingSourceRowSchema,
  routingSourceSettingsSchema,
  routingSourceUploadInput,
  routingSourceUploadSchema,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Ctx, ctxOf } from '../../lib/context.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { type FileFieldSpec, parseForm, readMultipart } from '../../lib/http/multipart.ts';
import {
  consignorScope,
  listRoutingSource,
  markRoutingSourceProcessed,
  routingSourceSettings,
  uploadRoutingSource,
} from './routing-source.service.ts';

const tags = ['配送データ'];
const consignorUser = { roles: ['consignor_user'] as const };
const systemAdmin = { roles: ['system_admin'] as const };
const readers = { roles: ['consignor_user', 'system_admin'] as const };

const MB = 1024 * 1024;
const csvField: Record<'file', FileFieldSpec> = {
  file: { maxCount: 1, maxBytes: 20 * MB, accept: 'csv', label: 'CSVファイル' },
};

/**
 * The form (`file`, and `consignorId` for the system administrator's upload): the file is streamed
 * into storage (sniffed as text, size-limited) and read back from there; the staged copy goes when the
 * answer has been sent, since the rows are what is kept.
 */
async function readUpload(req: FastifyRequest, ctx: Ctx) {
  const { fields, files } = await readMultipart(req, { files: csvField }, req.server.services);
  const upload = files.file[0];
  const consignorId =
    ctx.user.role === 'system_admin' ? parseForm(routingSourceUploadInput, fields).consignorId : undefined;
  if (!upload) throw fieldError('file', 'required', 'CSVファイルを選択してください');
  return {
    consignorId: consignorScope(ctx, consignorId) as string,
    file: { fileName: upload.fileName, open: () => ctx.storage.get(upload.storageKey) },
  };
}

export const routingSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadSchema = {
    tags,
    consumes: ['multipart/form-data'],
    response: { 201: routingSourceUploadSchema },
  };
  const upload = async (req: FastifyRequest) => {
    const ctx = ctxOf(req);
    const { consignorId, file } = await readUpload(req, ctx);
    return uploadRoutingSource(ctx, consignorId, file);
  };
  app.post(
    '/consignor/routing-source/upload-csv',
    {
      config: consignorUser,
      schema: {
        ...uploadSchema,
        summary: '配送データ（CSV）をアップロード',
        description:
          'multipart の file（CSV、20MBまで）。文字コードは自動判定。行ごとに誤りを記録して保存し、誤りのない行だけがコースになります。読めないファイルは file に400で何も保存しません。',
      },
    },
    async (req, reply) => reply.status(201).send(await upload(req)),
  );
  app.post(
    '/routing-source/upload-csv',
    {
      config: systemAdmin,
      schema: {
        ...uploadSchema,
        summary: '荷主の配送データをアップロード（システム管理者）',
        description:
          'フォームの consignorId で荷主を指定します（不明なら400）。規則は荷主のアップロードと同じです。',
      },
    },
    async (req, reply) => reply.status(201).send(await upload(req)),
  );
  app.get(
    '/consignor/routing-source',
    {
      config: readers,
      schema: {
        summary: '配送データの一覧',
        description:
          'deliveryDate、status（new・processed）で絞り込みます。荷主ユーザーは自分の荷主だけ、システム管理者は consignorId で絞り込めます。',
        tags,
        querystring: routingSourceListQuery,
        response: { 200: listResponse(routingSourceRowSchema) },
      },
    },
    (req) => listRoutingSource(ctxOf(req), req.query),
  );
  app.get(
    '/consignor/routing-source/settings',
    {
      config: readers,
      schema: {
        summary: '配送データのレイアウト',
        description: '固定レイアウト（列・ヘッダー・必須・例）とテンプレートCSVを返します。',
        tags,
        response: { 200: routingSourceSettingsSchema },
      },
    },
    async (req) => routingSourceSettings(ctxOf(req)),
  );
  app.post(
    '/consignor/routing-source/mark-as-processed',
    {
      config: { ...consignorUser, errors: [404] },
      schema: {
        summary: '配送データを処理済みにする',
        description:
          'ids（1〜1000件）をすべて処理済みにするか、何もしません。自分の荷主のものでなければ404。',
        tags,
        body: markAsProcessedInput,
        response: { 200: markAsProcessedResult },
      },
    },
    (req) => markRoutingSourceProcessed(ctxOf(req), req.body.ids),
  );
};
