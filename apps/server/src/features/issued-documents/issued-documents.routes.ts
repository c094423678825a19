import {
  DOCUMENT_ID_HEADER,
  idParams,
  invoicePdfInput,
  issuedDocumentDetailSchema,
  issuedDocumentListQuery,
  issuedDocumentSchema,
  listResponse,
  paymentNoticeAnswerInput,
  paymentNoticePdfInput,
  paymentNoticeQuestionInput,
  paymentNoticeQuestionThreadSchema,
  reimbursementStatementPdfInput,
  selfPaymentNoticeSchema,
  transferFileQuery,
} from '@rikuun/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { downloadHeaders, renderedPdfHeaders } from '../../lib/http/file-headers.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { issueInvoice, issuePaymentNotice } from './issue-documents.service.ts';
import { issueReimbursementStatement } from './issue-reimbursement-statement.ts';
import { getIssuedDocument, issuedDocumentPdf, listIssuedDocuments } from './issued-documents.service.ts';
import {
  answerQuestion,
  askQuestion,
  selfQuestionThread,
  staffQuestionThread,
} from './payment-notice-questions.service.ts';
import type { Issued } from './register-document.ts';
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
        tags,
        summary: '請求書（適格請求書）の発行',
        description:
          '取引先と対象月の請求書（適格請求書）をPDFで発行し、発行済み書類に登録します。前月以前の取引の値引き・返品（relatesToMonth のある調整額）は元の取引の期間・税率ごとの返還額と消費税とともに記載し、合計がマイナス（返還が上回る）の月は返還請求書（適格返還請求書）として支払期限・振込先なしで発行します。同じ取引先・対象月の再発行は同じ番号の次の版になり、前の版は残ります。',
        body: invoicePdfInput,
      },
    },
    async (req, reply) => sendIssued(reply, await issueInvoice(companyCtx(req), req.body)),
  );

  app.post(
    '/reimbursement-statements/pdf',
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        summary: '立替金精算書の発行',
        description:
          '取引先と対象月の立替金（消費税の対象外）を、領収書ごとの日付・支払先・登録番号・内容・金額とともに立替金精算書としてPDFで発行し、発行済み書類に登録します。高速代・駐車場代・燃料代は取引先の tollHandling が reimbursed のとき、その他の経費は常に立替金です。立替金がない月は409です。再発行は同じ番号の次の版になります。',
        body: reimbursementStatementPdfInput,
      },
    },
    async (req, reply) => sendIssued(reply, await issueReimbursementStatement(companyCtx(req), req.body)),
  );

  app.post(
    '/payment-notices/pdf',
    {
      config: { ...staff, errors: [404] },
      schema: {
        tags,
        summary: '支払通知書の発行',
        description:
          '業務委託ドライバーの対象月の支払通知書（仕入明細書）をPDFで発行し、発行済み書類に登録してドライバーに通知します。控除・返還で支払額が0円以下の月は相殺通知書として、支払予定日・振込先なしで発行します。',
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
        tags,
        summary: '総合振込ファイル',
        description:
          'accountingMonth の支払通知書から全銀協の総合振込ファイル（Shift_JIS、120バイト固定長）を作成します。transferDate は銀行営業日（土日・祝日・12/31〜1/3 は前後の営業日を示して400）。委託者コード requesterCode は一度指定すると記憶され、未指定で記憶もないときは400。口座が不完全・支払額のないドライバーは除き X-Skipped-Drivers に示します。対象が残らない、通知書がない、自社口座がない場合は409。',
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
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '発行済み書類の検索',
        description:
          '請求書・支払通知書・運送契約書面を、発行日・金額・取引先の範囲と組み合わせで検索します（電子帳簿保存法）。kind=transport_contract で傭車の成立時に発行された運送契約書面を、documentKind=return_invoice / offset_notice で返還請求書・相殺通知書を絞り込めます。',
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
        tags,
        summary: '発行済み書類の詳細',
        description: '書類とPDFへの署名付きリンク、同じ番号のすべての版を返します。他社の書類は404です。',
        params: idParams,
        response: { 200: issuedDocumentDetailSchema },
      },
    },
    (req) => getIssuedDocument(companyCtx(req), req.params.id),
  );

  app.get(
    '/issued-documents/:id/pdf',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '発行済み書類のPDF',
        description: '発行したときのままのPDFを返します。',
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
      config: { ...driver, reads: 'replica' },
      schema: {
        tags,
        summary: '自分の支払通知書',
        description: 'ドライバー本人の最新版の支払通知書をPDFのリンク付きで返します。',
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
        tags,
        summary: '支払通知書の確認',
        description: 'ドライバーが支払通知書の内容を確認したことを記録します（仕入明細書の確認）。',
        params: idParams,
        response: { 200: selfPaymentNoticeSchema },
      },
    },
    (req) => confirmPaymentNotice(driverCtx(req), req.params.id),
  );

  const thread = { 200: paymentNoticeQuestionThreadSchema };
  const posted = { 201: paymentNoticeQuestionThreadSchema };

  app.get(
    '/self/payment-notices/:id/question',
    {
      config: driver,
      schema: {
        tags,
        summary: '支払通知書への問い合わせ（自分）',
        description:
          'ドライバー本人の支払通知書の問い合わせと回答を古い順に、questionStatus（open=問い合わせ中、answered=回答済み、null=問い合わせなし）とともに返します。読むと事務所からの未読の回答を既読（readAt）にします。他人の通知書は404です。',
        params: idParams,
        response: thread,
      },
    },
    (req) => selfQuestionThread(driverCtx(req), req.params.id),
  );

  app.post(
    '/self/payment-notices/:id/question',
    {
      config: { ...driver, errors: [404, 409] },
      schema: {
        tags,
        summary: '支払通知書に問い合わせる',
        description:
          '確認する代わりに、支払通知書の内容を事務所に問い合わせます（message、2000文字まで）。通知書は問い合わせ中になり、事務所にはアラートで知らせます。続けて問い合わせると同じスレッドに加わります。確認済み・新しい版がある通知書は409、他人の通知書は404です。',
        params: idParams,
        body: paymentNoticeQuestionInput,
        response: posted,
      },
    },
    async (req, reply) => reply.code(201).send(await askQuestion(driverCtx(req), req.params.id, req.body)),
  );

  app.get(
    '/payment-notices/:id/question',
    {
      config: staff,
      schema: {
        tags,
        summary: '支払通知書への問い合わせ',
        description:
          '支払通知書に寄せられたドライバーの問い合わせと事務所の回答を古い順に、questionStatus とともに返します。読むとドライバーからの未読の問い合わせを既読（readAt）にします。他社の書類・支払通知書でない書類は404です。',
        params: idParams,
        response: thread,
      },
    },
    (req) => staffQuestionThread(companyCtx(req), req.params.id),
  );

  app.post(
    '/payment-notices/:id/question/answer',
    {
      config: { ...staff, errors: [404, 409] },
      schema: {
        tags,
        summary: '支払通知書への問い合わせに回答',
        description:
          '問い合わせに回答します（message、2000文字まで）。通知書は回答済みになり、ドライバーにプッシュ通知と、メールアドレスがあれば会社名のメールで知らせます。問い合わせのない通知書は409、他社の書類は404です。',
        params: idParams,
        body: paymentNoticeAnswerInput,
        response: posted,
      },
    },
    async (req, reply) =>
      reply.code(201).send(await answerQuestion(companyCtx(req), req.params.id, req.body)),
  );
};
