import {
  driverCheckupsParams,
  HEALTH_CHECKUP_FILE_MAX_BYTES,
  HEALTH_CHECKUP_FILE_MAX_COUNT,
  healthCheckupFields,
  healthCheckupFileParams,
  healthCheckupListQuery,
  healthCheckupParams,
  healthCheckupSchema,
  healthCheckupUpdateFields,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { notFound } from '../../lib/http/errors.ts';
import { uploadedFileHeaders } from '../../lib/http/file-headers.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { StoredObjectMissing } from '../../lib/storage/storage.ts';
import {
  createHealthCheckup,
  deleteHealthCheckup,
  findHealthCheckupFile,
  listHealthCheckups,
  updateHealthCheckup,
} from './health-checkups.service.ts';

const tags = ['健康診断'];
const staff = { roles: STAFF };
const filesField = {
  files: {
    'create[files]': {
      maxCount: HEALTH_CHECKUP_FILE_MAX_COUNT,
      maxBytes: HEALTH_CHECKUP_FILE_MAX_BYTES,
      accept: 'document',
      label: '結果ファイル',
    },
  },
} as const;

export const healthCheckupsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/drivers/:driverId/health-checkup',
    {
      config: staff,
      schema: {
        summary: '健康診断の一覧',
        description:
          '受診日の新しい順に、次回受診期限 nextDueOn（定期・雇入時は1年後、深夜業は6か月後）とファイルの情報を返します。ファイルに署名付きURLは付けません。',
        tags,
        params: driverCheckupsParams,
        querystring: healthCheckupListQuery,
        response: { 200: listResponse(healthCheckupSchema) },
      },
    },
    (req) => listHealthCheckups(companyCtx(req), req.params.driverId, req.query),
  );
  app.post(
    '/drivers/:driverId/health-checkup',
    {
      config: staff,
      schema: {
        summary: '健康診断を登録',
        description:
          'multipart/form-data：checkupDate（未来日は不可）、kind（regular・hiring・night_work）、result、create[files]（PDF・画像、20MB・10件まで）。上限を超えると413、対応しない形式は415。',
        tags,
        params: driverCheckupsParams,
        consumes: ['multipart/form-data'],
        response: { 201: healthCheckupSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, filesField, app.services);
      const values = parseForm(healthCheckupFields, fields);
      const saved = await createHealthCheckup(ctx, req.params.driverId, values, files['create[files]']);
      return reply.status(201).send(saved);
    },
  );
  app.put(
    '/drivers/:driverId/health-checkup/:id',
    {
      config: staff,
      schema: {
        summary: '健康診断を更新',
        description:
          '登録と同じ項目に加え、deleteFileIds[] で削除するファイルを指定します（別の健康診断のファイルは deleteFileIds に400）。',
        tags,
        params: healthCheckupParams,
        consumes: ['multipart/form-data'],
        response: { 200: healthCheckupSchema },
      },
    },
    async (req) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, filesField, app.services);
      const values = parseForm(healthCheckupUpdateFields, fields);
      const { driverId, id } = req.params;
      return updateHealthCheckup(ctx, driverId, id, values, files['create[files]']);
    },
  );
  app.delete(
    '/drivers/:driverId/health-checkup/:id',
    {
      config: staff,
      schema: {
        summary: '健康診断を削除',
        description: '健康診断とそのファイルを削除します。',
        tags,
        params: healthCheckupParams,
      },
    },
    async (req, reply) => {
      await deleteHealthCheckup(companyCtx(req), req.params.driverId, req.params.id);
      return reply.status(204).send();
    },
  );
  // Health data is not handed out by signed link: the file is streamed to the signed-in staff only.
  app.get(
    '/drivers/:driverId/health-checkup-files/:id',
    {
      config: staff,
      schema: {
        summary: '健康診断ファイルをダウンロード',
        description:
          '会社とドライバーを確認したうえでファイルの内容を返します（cache-control: private, no-store）。健康情報は署名付きリンクでは配布しません。',
        tags,
        params: healthCheckupFileParams,
      },
    },
    async (req, reply) => {
      const file = await findHealthCheckupFile(companyCtx(req), req.params.driverId, req.params.id);
      if (!file) throw notFound('ファイル');
      const body = await app.services.storage.get(file.storageKey).catch((err: unknown) => {
        throw err instanceof StoredObjectMissing ? notFound('ファイル') : err;
      });
      return reply
        .headers(uploadedFileHeaders(file))
        .header('content-length', String(file.size))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
