import {
  courseImportErrorSchema,
  courseImportInput,
  courseImportResultSchema,
  courseImportTemplateQuery,
} from '@rikuun/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type CompanyCtx, companyCtx } from '../../lib/context.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { downloadHeaders } from '../../lib/http/file-headers.ts';
import { type FileFieldSpec, parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { importCourses, importSettingOf } from './course-import.service.ts';
import { courseImportTemplate } from './course-import-template.ts';
import { sendNdjson, wantsNdjson } from './ndjson-answer.ts';
import { CourseImportFailed } from './row-errors.ts';

const tags = ['コース取込'];
const staff = { roles: STAFF };

const MB = 1024 * 1024;
/** 100,000 rows of a typical layout are about 20 MB. */
const csvField: Record<'file', FileFieldSpec> = {
  file: { maxCount: 1, maxBytes: 100 * MB, accept: 'csv', label: 'CSVファイル' },
};

/**
 * The form, in any order of its parts: the file is streamed into storage as it arrives (sniffed,
 * checked to be text, size-limited) and read back from there once the setting is known, so the
 * client may send importSettingId before or after the file. The stored copy goes when the answer
 * has been sent (staged upload, never kept).
 */
async function readImportForm(req: FastifyRequest, ctx: CompanyCtx) {
  const { fields, files } = await readMultipart(req, { files: csvField }, req.server.services);
  const input = parseForm(courseImportInput, fields);
  const upload = files.file[0];
  if (!upload) throw fieldError('file', 'required', 'CSVファイルを選択してください');
  const setting = await importSettingOf(ctx, input.importSettingId);
  const file = { size: upload.size, open: () => ctx.storage.get(upload.storageKey) };
  return { setting, file };
}

export const courseImportRoutes: FastifyPluginAsyncZod = async (app) => {
  // With `Accept: application/x-ndjson`: 200 and progress lines, then the result line (see the contract).
  app.post(
    '/courses/import',
    {
      config: staff,
      schema: {
        summary: 'コースをCSVから取り込み',
        description:
          'multipart/form-data：importSettingId（自社の取込設定、400）と file（CSV、100MBまで、テキストでなければ415）。1行が1配送先で、配送日とコース名が同じ行を1コースにします。ドライバーはメールアドレスか氏名、車両は登録番号、契約はその日に有効な契約名で探します（空欄はコースの最初の値に従う）。日付・時刻・数値は表計算ソフトの書式（2026/5/1、9:00:00、1,200、全角数字）も読みます。1件でも誤りがあれば何も書き込まず、400 に rowErrors（行・列・理由）を返します。Accept: application/x-ndjson で進捗を行ごとに返します。',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: courseImportResultSchema, 400: courseImportErrorSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { setting, file } = await readImportForm(req, ctx);
      if (wantsNdjson(req)) {
        return sendNdjson(req, reply, async (line) => ({
          status: 201,
          body: await importCourses(ctx, setting, file, (p) => line({ type: 'progress', ...p })),
        }));
      }
      try {
        return reply.status(201).send(await importCourses(ctx, setting, file));
      } catch (err) {
        if (err instanceof CourseImportFailed) return reply.status(400).send(err.body());
        throw err;
      }
    },
  );

  app.get(
    '/courses/import/template',
    {
      config: staff,
      schema: {
        summary: '取込用CSVのテンプレート',
        description:
          '取込設定のヘッダー行と例の1行を、設定の文字コードで CSV（添付ファイル）として返します。',
        tags,
        querystring: courseImportTemplateQuery,
      },
    },
    async (req, reply) => {
      const { fileName, body, contentType } = await courseImportTemplate(
        companyCtx(req),
        req.query.importSettingId,
      );
      return reply
        .headers(downloadHeaders(fileName, contentType))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
