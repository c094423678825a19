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
  app.post(
    '/invoices/pdf',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '請求書（適格請求書）を発行',
        description:
          'clientId と accountingMonth の締め内容から請求書PDFを作成し、番号（INV-年-連番）を振って発行済み書類に登録します（X-Document-Id）。同じ取引先・月の再発行は同じ番号の新しい版になります。自社の登録番号が未設定なら409。',
        tags,
        body: invoicePdfInput,
      },
    },
    async (req, reply) => sendIssued(reply, await issueInvoice(companyCtx(req), req.body)),
  );

  app.post(
    '/payment-notices/pdf',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '支払通知書を発行',
        description:
          'driverId と accountingMonth の支払通知書（仕入明細書）PDFを作成し、番号（PN-年-連番）で登録します。ドライバーへのプッシュ通知を同じトランザクションで登録します。雇用のドライバーは409。',
        tags,
        body: paymentNoticePdfInput,
      },
    },
    async (req, reply) => sendIssued(reply, await issuePaymentNotice(companyCtx(req), req.body)),
  );

  app.get(
    '/payment-notices/transfer-file',
    {
      config: { ...staff, errors: [409] },
      schema: {
        summary: '総合振込ファイル（全銀）を作成',
        description:
          'accountingMonth の支払通知書から全銀協の総合振込ファイル（Shift_JIS、120バイト固定長）を作成します。口座が不完全・支払額のないドライバーは除き X-Skipped-Drivers に示します。対象が残らない、通知書がない、自社口座がない場合は409。',
        tags,
        querystring: transferFileQuery,
      },
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
        summary: '発行済み書類の検索（電子帳簿保存法）',
        description:
          'kind、発行日 issuedFrom・issuedTo、金額 amountMin・amountMax、取引先名 counterparty、clientId、driverId、accountingMonth を AND で組み合わせます。範囲の逆転は400。既定では最新版だけ（includeSuperseded で旧版も）。',
        tags,
        querystring: issuedDocumentListQuery,
        response: { 200: listResponse(issuedDocumentSchema) },
      },
    },
    (req) => listIssuedDocuments(companyCtx(req), req.query),
  );

  app.get(
    '/issued-documents/:id',
    {
      config: staff,
      schema: {
        summary: '発行済み書類を取得',
        description: 'ファイルの署名付きリンクと、同じ番号の全版（新しい順）を返します。',
        tags,
        params: idParams,
        response: { 200: issuedDocumentDetailSchema },
      },
    },
    (req) => getIssuedDocument(companyCtx(req), req.params.id),
  );

  app.get(
    '/issued-documents/:id/pdf',
    {
      config: staff,
      schema: {
        summary: '発行済み書類のPDF',
        description: '発行したときのPDFをそのまま返します。',
        tags,
        params: idParams,
      },
    },
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
    {
      config: driver,
      schema: {
        summary: '自分の支払通知書',
        description: '最新版の支払通知書を新しい月から、ファイル付きで返します。',
        tags,
        response: { 200: listResponse(selfPaymentNoticeSchema) },
      },
    },
    (req) => listSelfPaymentNotices(driverCtx(req)),
  );

  app.post(
    '/self/payment-notices/:id/confirm',
    {
      config: driver,
      schema: {
        summary: '支払通知書を確認済みにする',
        description:
          '確認日時を記録します（2回目以降も最初の記録を保ちます）。他のドライバーの通知書は404、旧版は409（新しい版を確認してください）。',
        tags,
        params: idParams,
        response: { 200: selfPaymentNoticeSchema },
      },
    },
    (req) => confirmPaymentNotice(driverCtx(req), req.params.id),
  );
};
