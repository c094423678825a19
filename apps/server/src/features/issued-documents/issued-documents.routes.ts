import {
  DOCUMENT_ID_HEADER,
  idParams,
  invoicePdfInput,
  issuedDocumentDetailSchema,
  issuedDocumentListQuery,
  issuedDocumentSchema,
  listResponse,
  paymentNoticePdfInput,
  selfPaymentNoticeSchema,
  transferFileQuery,
} from '@rikuun/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { downloadHeaders, renderedPdfHeaders } from '../../lib/http/file-headers.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { issueInvoice, issuePaymentNotice } from './issue-documents.service.ts';
import {
  getIssuedDocument,
  type Issued,
  issuedDocumentPdf,
  listIssuedDocuments,
} from './issued-documents.service.ts';
import { confirmPaymentNotice, listSelfPaymentNotices } from './self-payment-notices.service.ts';
import { buildTransferFile, skippedDriversHeader } from './transfer-file.service.ts';

const tags = ['発行済み書類'];
const staff = { roles: STAFF };
const driver = { roles: ['driver'] as const };

/** The PDF just issued, with the id of its register entry. */
function sendIssued(reply: FastifyReply, issued: Issued) {
  return reply
    .headers(renderedPdfHeaders(issued.fileName))
    .header(DOCUMENT_ID_HEADER, issued.row.id)
    .header('cache-control', 'no-store')
    .send(issued.pdf);
}

export const issuedDocumentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/invoices/pdf', { config: staff, schema: { tags, body: invoicePdfInput } }, async (req, reply) =>
    sendIssued(reply, await issueInvoice(companyCtx(req), req.body)),
  );

  app.post(
    '/payment-notices/pdf',
    { config: staff, schema: { tags, body: paymentNoticePdfInput } },
    async (req, reply) => sendIssued(reply, await issuePaymentNotice(companyCtx(req), req.body)),
  );

  app.get(
    '/payment-notices/transfer-file',
    {
      config: staff,
      schema: { tags, querystring: transferFileQuery },
    },
    async (req, reply) => {
      const file = await buildTransferFile(companyCtx(req), req.query);
      if (file.skipped.length > 0) reply.header(...skippedDriversHeader(file.skipped));
      return reply
        .headers(downloadHeaders(file.fileName, 'text/plain; charset=Shift_JIS'))
        .header('cache-control', 'no-store')
        .send(file.body);
    },
  );

  app.get(
    '/issued-documents',
    {
      config: staff,
      schema: {
        tags,
        querystring: issuedDocumentListQuery,
        response: { 200: listResponse(issuedDocumentSchema) },
      },
    },
    (req) => listIssuedDocuments(companyCtx(req), req.query),
  );

  app.get(
    '/issued-documents/:id',
    { config: staff, schema: { tags, params: idParams, response: { 200: issuedDocumentDetailSchema } } },
    (req) => getIssuedDocument(companyCtx(req), req.params.id),
  );

  app.get(
    '/issued-documents/:id/pdf',
    { config: staff, schema: { tags, params: idParams } },
    async (req, reply) => {
      const pdf = await issuedDocumentPdf(companyCtx(req), req.params.id);
      return reply
        .headers(renderedPdfHeaders(pdf.fileName))
        .header('content-length', String(pdf.size))
        .send(pdf.stream);
    },
  );

  app.get(
    '/self/payment-notices',
    { config: driver, schema: { tags, response: { 200: listResponse(selfPaymentNoticeSchema) } } },
    (req) => listSelfPaymentNotices(driverCtx(req)),
  );

  app.post(
    '/self/payment-notices/:id/confirm',
    { config: driver, schema: { tags, params: idParams, response: { 200: selfPaymentNoticeSchema } } },
    (req) => confirmPaymentNotice(driverCtx(req), req.params.id),
  );
};
