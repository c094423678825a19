import {
  ACCIDENT_FILE_MAX_BYTES,
  ACCIDENT_FILE_MAX_COUNT,
  accidentReportFields,
  accidentReportListItemSchema,
  accidentReportListQuery,
  accidentReportPdfInput,
  accidentReportSchema,
  accidentReportUpdateFields,
  accidentSubmissionInput,
  changeHistoryEntrySchema,
  historyListQuery,
  idParams,
  listResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { renderedPdfHeaders } from '../../lib/http/file-headers.ts';
import { parseForm, readMultipart } from '../../lib/http/multipart.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  accidentReportHistory,
  accidentReportPdf,
  createAccidentReport,
  getAccidentReport,
  listAccidentReports,
  scopeOf,
  updateAccidentReport,
} from './accident-reports.service.ts';
import { deleteAccidentReport, recordAccidentSubmission } from './accident-submissions.service.ts';

const tags = ['事故報告'];
/** Staff read and edit all the company's reports; a driver files and reads his own (scopeOf). */
const staff = { roles: STAFF };
const staffAndDriver = { roles: [...STAFF, 'driver'] as const };
const filesField = {
  files: {
    files: {
      maxCount: ACCIDENT_FILE_MAX_COUNT,
      maxBytes: ACCIDENT_FILE_MAX_BYTES,
      accept: 'document',
      label: '添付ファイル',
    },
  },
} as const;

export const accidentReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/accident-reports',
    {
      config: { ...staffAndDriver, reads: 'replica' },
      schema: {
        summary: '事故報告の一覧',
        description:
          '会社の事故報告を事故発生日の新しい順に返します。ドライバーは自分の事故報告のみ参照できます。各報告には自動車事故報告規則による報告期限（24時間以内速報・30日以内報告）と提出状況が含まれます。',
        tags,
        querystring: accidentReportListQuery,
        response: { 200: listResponse(accidentReportListItemSchema) },
      },
    },
    (req) => {
      const ctx = companyCtx(req);
      return listAccidentReports(ctx, scopeOf(ctx), req.query);
    },
  );
  app.post(
    '/accident-reports',
    {
      config: staffAndDriver,
      schema: {
        summary: '事故報告を登録',
        description:
          'multipart/form-data：details（JSON文字列）、files（PDF・画像、20件まで）、fileMetadata[n][category]。ドライバーは自分の報告だけ（他の driverId は400）。driverId・courseId は自社のもの（400）。details 内の誤りは details.otherParty.phone のように示します。',
        tags,
        consumes: ['multipart/form-data'],
        response: { 201: accidentReportSchema },
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, filesField, app.services);
      const values = parseForm(accidentReportFields, fields);
      return reply.status(201).send(await createAccidentReport(ctx, values, files.files));
    },
  );
  app.get(
    '/accident-reports/:id',
    {
      config: staffAndDriver,
      schema: {
        summary: '事故報告を取得',
        description:
          'ファイル（署名付きリンク、分類付き）と報告期限 reportDeadline（速報24時間・報告書30日）を返します。ドライバーは自分の報告だけ（他は404）。',
        tags,
        params: idParams,
        response: { 200: accidentReportSchema },
      },
    },
    (req) => getAccidentReport(companyCtx(req), req.params.id),
  );
  app.put(
    '/accident-reports/:id',
    {
      config: staff,
      schema: {
        summary: '事故報告の更新',
        description:
          '送信された項目のみ置き換えます（multipart）。再発防止対策（details.preventionMeasures）もここで記入します。',
        tags,
        params: idParams,
        consumes: ['multipart/form-data'],
        response: { 200: accidentReportSchema },
      },
    },
    async (req) => {
      const ctx = companyCtx(req);
      const { fields, files } = await readMultipart(req, filesField, app.services);
      const values = parseForm(accidentReportUpdateFields, fields);
      return updateAccidentReport(ctx, req.params.id, values, new Set(Object.keys(fields)), files.files);
    },
  );
  app.put(
    '/accident-reports/:id/submission',
    {
      config: staff,
      schema: {
        tags,
        summary: '速報・事故報告書の提出記録',
        description:
          '運輸支局への速報（第4条、24時間以内）の実施日時と事故報告書（第3条、30日以内）の提出日時を記録します。省略した項目はそのまま、null は記録の取消しです。報告の対象でない事故には記録できません（400）。記録するまでアラートに表示されます。',
        params: idParams,
        body: accidentSubmissionInput,
        response: { 200: accidentReportSchema },
      },
    },
    (req) => recordAccidentSubmission(companyCtx(req), req.params.id, req.body),
  );
  app.delete(
    '/accident-reports/:id',
    {
      config: staff,
      schema: {
        tags,
        summary: '事故報告の削除',
        description:
          '事故の記録は事故発生日から3年間保存が必要なため、その間の削除は409で拒否します。保存期間を過ぎた報告のみ削除できます。',
        params: idParams,
      },
    },
    async (req, reply) => {
      await deleteAccidentReport(companyCtx(req), req.params.id);
      return reply.status(204).send();
    },
  );
  app.get(
    '/accident-reports/:id/history',
    {
      config: staff,
      schema: {
        summary: '事故報告の変更履歴',
        description:
          '変更履歴（操作・日時・変更者・変更前後）を新しい順に返します（page・perPage）。更新では変更された項目だけを含めます。',
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => accidentReportHistory(companyCtx(req), req.params.id, req.query),
  );
  app.post(
    '/accident-reports/pdf',
    {
      config: { ...staffAndDriver, errors: [404], reads: 'replica' },
      schema: {
        summary: '事故報告書（PDF）を作成',
        description:
          'id の事故報告をA4のPDF（全項目、期限と理由、相手方、ファイル一覧、写真）にします。ドライバーは自分の報告だけ。',
        tags,
        body: accidentReportPdfInput,
      },
    },
    async (req, reply) => {
      const ctx = companyCtx(req);
      const { pdf, report } = await accidentReportPdf(ctx, scopeOf(ctx), req.body.id);
      return reply
        .headers(renderedPdfHeaders(`事故報告書_${report.accidentDate}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
