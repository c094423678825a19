import {
  ACCIDENT_FILE_MAX_BYTES,
  ACCIDENT_FILE_MAX_COUNT,
  accidentReportFields,
  accidentReportListItemSchema,
  accidentReportListQuery,
  accidentReportPdfInput,
  accidentReportSchema,
  accidentReportUpdateFields,
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
import { accidentReportPdf } from './accident-report-pdf.ts';
import {
  accidentReportHistory,
  createAccidentReport,
  getAccidentReport,
  listAccidentReports,
  scopeOf,
  updateAccidentReport,
} from './accident-reports.service.ts';

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
      config: staffAndDriver,
      schema: {
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
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: accidentReportSchema } },
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
      schema: { tags, params: idParams, response: { 200: accidentReportSchema } },
    },
    (req) => getAccidentReport(companyCtx(req), req.params.id),
  );
  app.put(
    '/accident-reports/:id',
    {
      config: staff,
      schema: {
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
  app.get(
    '/accident-reports/:id/history',
    {
      config: staff,
      schema: {
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
    { config: staffAndDriver, schema: { tags, body: accidentReportPdfInput } },
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
