import {
  idParams,
  listResponse,
  markAsProcessedInput,
  markAsProcessedResult,
  routingSourceListQuery,
  routingSourcePreviewSchema,
  routingSourceRowInput,
  routingSourceRowSchema,
  routingSourceSettingsSchema,
  routingSourceUploadInput,
  routingSourceUploadMode,
  routingSourceUploadResultSchema,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Ctx, ctxOf } from '../../lib/context.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { type FileFieldSpec, parseForm, readMultipart } from '../../lib/http/multipart.ts';
import {
  consignorScope,
  deleteRoutingSourceRow,
  listRoutingSource,
  markRoutingSourceProcessed,
  previewRoutingSource,
  routingSourceSettings,
  updateRoutingSourceRow,
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
 * The form (`file`, `mode`, and `consignorId` for the system administrator's upload): the file is streamed
 * into storage (sniffed as text, size-limited) and read back from there; the staged copy goes when the
 * answer has been sent, since the rows are what is kept.
 */
async function readUpload(req: FastifyRequest, ctx: Ctx) {
  const { fields, files } = await readMultipart(req, { files: csvField }, req.server.services);
  const upload = files.file[0];
  const form =
    ctx.user.role === 'system_admin'
      ? parseForm(routingSourceUploadInput, fields)
      : { ...parseForm(routingSourceUploadMode, fields), consignorId: undefined };
  if (!upload) throw fieldError('file', 'required', 'CSVファイルを選択してください');
  return {
    consignorId: consignorScope(ctx, form.consignorId) as string,
    mode: form.mode,
    file: { fileName: upload.fileName, open: () => ctx.storage.get(upload.storageKey) },
  };
}

export const routingSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadSchema = {
    tags,
    consumes: ['multipart/form-data'],
    response: { 201: routingSourceUploadResultSchema },
  };
  const upload = async (req: FastifyRequest) => {
    const ctx = ctxOf(req);
    const { consignorId, file, mode } = await readUpload(req, ctx);
    return uploadRoutingSource(ctx, consignorId, file, mode);
  };
  const preview = async (req: FastifyRequest) => {
    const ctx = ctxOf(req);
    const { consignorId, file } = await readUpload(req, ctx);
    return previewRoutingSource(ctx, consignorId, file);
  };
  const previewSchema = {
    tags,
    consumes: ['multipart/form-data'],
    response: { 200: routingSourcePreviewSchema },
  };
  const previewText =
    'アップロードと同じ form（file）を読み、何も保存せずに、ファイルの配送日ごとに mode=replace で追加・変更・削除される行と、そのまま残る処理済みの行を返します。';
  app.post(
    '/consignor/routing-source/upload-csv/preview',
    {
      config: consignorUser,
      schema: {
        ...previewSchema,
        summary: '配送データの再アップロードを確認（保存しない）',
        description: previewText,
      },
    },
    preview,
  );
  app.post(
    '/routing-source/upload-csv/preview',
    {
      config: systemAdmin,
      schema: {
        ...previewSchema,
        summary: '荷主の配送データの再アップロードを確認（システム管理者）',
        description: `${previewText} consignorId で荷主を指定します。`,
      },
    },
    preview,
  );
  app.post(
    '/consignor/routing-source/upload-csv',
    {
      config: consignorUser,
      schema: {
        ...uploadSchema,
        summary: '配送データ（CSV）をアップロード',
        description:
          'multipart の file（CSV、20MBまで）と mode。文字コードは自動判定。行ごとに誤りを記録して保存し、誤りのない行だけがコースになります。読めないファイルは file に400で何も保存しません。mode=add（既定）は行を追加し、mode=replace はファイルにある配送日ごとに、その日の未処理（new）の行をファイルの内容で置き換えます（処理済みの行は残り、replaced で返します。同じ内容の行は再度保存しません）。',
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
          'フォームの consignorId で荷主を指定します（不明なら400）。規則（mode を含む）は荷主のアップロードと同じです。',
      },
    },
    async (req, reply) => reply.status(201).send(await upload(req)),
  );
  app.get(
    '/consignor/routing-source',
    {
      config: { ...readers, reads: 'replica' },
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
  app.put(
    '/consignor/routing-source/:id',
    {
      config: { ...readers, errors: [404, 409] },
      schema: {
        summary: '配送データの行を修正',
        description:
          '未処理（new）の行を修正します。各項目はCSVと同じ文字で、同じ規則で確認し、誤りは項目ごとに400で返します（保存した行に誤りは残りません）。処理済みの行は409。自分の荷主のものでなければ404。',
        tags,
        params: idParams,
        body: routingSourceRowInput,
        response: { 200: routingSourceRowSchema },
      },
    },
    (req) => updateRoutingSourceRow(ctxOf(req), req.params.id, req.body),
  );
  app.delete(
    '/consignor/routing-source/:id',
    {
      config: { ...readers, errors: [404, 409] },
      schema: {
        summary: '配送データの行を削除',
        description: '未処理（new）の行を削除します。処理済みの行は409。自分の荷主のものでなければ404。',
        tags,
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteRoutingSourceRow(ctxOf(req), req.params.id);
      return reply.status(204).send();
    },
  );
};
