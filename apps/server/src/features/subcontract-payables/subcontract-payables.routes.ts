import {
  listResponse,
  partnerInvoiceInput,
  statementQuery,
  subcontractPartnerParams,
  subcontractPayableSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { recordPartnerInvoice, subcontractPayables } from './subcontract-payables.service.ts';

const tags = ['月次締め'];

/**
 * 傭車料の支払 (decision 058): what the company owes the partner companies that carried its courses,
 * per month, and the partner's invoice recorded against it.
 */
export const subcontractPayablesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements/subcontracts',
    {
      config: { roles: STAFF, reads: 'replica' },
      schema: {
        summary: '月次締め：傭車料の支払（傭車先ごと）',
        description:
          'accountingMonth に運行日がある引き受け済みの傭車依頼を、引き受けた会社（傭車先）ごとに返します（月末締め）。コースごとの傭車料（附帯業務料・燃料サーチャージを含む税抜）と自社の取引先への請求額、税抜合計・消費税10%・税込合計、最も早い支払期日、記録した傭車先の請求書と支払額との差額を含みます（ページ分割なし）。',
        tags,
        querystring: statementQuery,
        response: { 200: listResponse(subcontractPayableSchema) },
      },
    },
    async (req) => {
      const data = await subcontractPayables(companyCtx(req), req.query.accountingMonth);
      return { data, total: data.length };
    },
  );
  app.put(
    '/statements/subcontracts/:partnerCompanyId/invoice',
    {
      config: { roles: STAFF },
      schema: {
        summary: '月次締め：傭車先の請求書を記録',
        description:
          '傭車先から受け取った accountingMonth 分の請求書（請求書番号・登録番号・税込の請求金額・請求日）を支払に記録します。同じ月に記録済みなら置き換えます。その月に傭車先が引き受けた依頼がなければ404です。',
        tags,
        params: subcontractPartnerParams,
        querystring: statementQuery,
        body: partnerInvoiceInput,
        response: { 200: subcontractPayableSchema },
      },
    },
    (req) =>
      recordPartnerInvoice(companyCtx(req), req.query.accountingMonth, req.params.partnerCompanyId, req.body),
  );
};
