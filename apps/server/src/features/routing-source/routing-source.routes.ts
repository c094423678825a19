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
    { config: consignorUser, schema: uploadSchema },
    async (req, reply) => reply.status(201).send(await upload(req)),
  );
  app.post('/routing-source/upload-csv', { config: systemAdmin, schema: uploadSchema }, async (req, reply) =>
    reply.status(201).send(await upload(req)),
  );
  app.get(
    '/consignor/routing-source',
    {
      config: readers,
      schema: {
        tags,
        querystring: routingSourceListQuery,
        response: { 200: listResponse(routingSourceRowSchema) },
      },
    },
    (req) => listRoutingSource(ctxOf(req), req.query),
  );
  app.get(
    '/consignor/routing-source/settings',
    { config: readers, schema: { tags, response: { 200: routingSourceSettingsSchema } } },
    async (req) => routingSourceSettings(ctxOf(req)),
  );
  app.post(
    '/consignor/routing-source/mark-as-processed',
    {
      config: consignorUser,
      schema: { tags, body: markAsProcessedInput, response: { 200: markAsProcessedResult } },
    },
    (req) => markRoutingSourceProcessed(ctxOf(req), req.body.ids),
  );
};
