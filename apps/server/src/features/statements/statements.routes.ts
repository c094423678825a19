import {
  clientStatementDetailSchema,
  clientStatementSummarySchema,
  driverStatementDetailSchema,
  driverStatementSummarySchema,
  listResponse,
  statementClientParams,
  statementDriverParams,
  statementQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import {
  clientCloseDetail,
  clientCloseList,
  driverCloseDetail,
  driverCloseList,
} from './month-close.service.ts';

const tags = ['月次締め'];
const staff = { roles: STAFF };

/**
 * 月次締め (additions to the spec's calls): every client's invoice statement and every contractor
 * driver's payment statement of an accounting month, before and after issue. The lists answer every
 * counterparty at once (`total` = their number; no paging: the month close is one screen).
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statements/clients',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '月次締め：取引先の一覧',
        description:
          'accountingMonth の全取引先について、締日による期間、支払期日（請求額がない月は null）、発行する書類（documentKind: invoice 請求書 / return_invoice 返還請求書）、料金（承認済み日報）、立替金（請求対象の承認済み経費）、調整額、税率ごとの消費税（当月分 dealings と対価の返還等 returns の内訳つき）、合計、未承認の件数、発行済み書類と発行後の変更有無を返します（ページ分割なし）。',
        tags,
        querystring: statementQuery,
        response: { 200: listResponse(clientStatementSummarySchema) },
      },
    },
    (req) => clientCloseList(companyCtx(req), req.query.accountingMonth),
  );
  app.get(
    '/statements/clients/:clientId',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '月次締め：取引先の明細',
        description: '一覧の内容に明細行と立替金の内訳を加えて返します。',
        tags,
        params: statementClientParams,
        querystring: statementQuery,
        response: { 200: clientStatementDetailSchema },
      },
    },
    (req) => clientCloseDetail(companyCtx(req), req.query.accountingMonth, req.params.clientId),
  );
  app.get(
    '/statements/drivers',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        summary: '月次締め：ドライバー（業務委託）の一覧',
        description:
          'accountingMonth の業務委託ドライバーごとの支払額（月末締め、翌月末払い）と発行する書類（documentKind: payment_notice 支払通知書 / offset_notice 相殺通知書。支払額が0円以下の月は支払期日 null）を返します。',
        tags,
        querystring: statementQuery,
        response: { 200: listResponse(driverStatementSummarySchema) },
      },
    },
    (req) => driverCloseList(companyCtx(req), req.query.accountingMonth),
  );
  app.get(
    '/statements/drivers/:driverId',
    {
      config: { ...staff, errors: [409], reads: 'replica' },
      schema: {
        summary: '月次締め：ドライバーの明細',
        description:
          '明細行と立替金の内訳を含めて返します。雇用のドライバーは409（支払の明細はありません）。',
        tags,
        params: statementDriverParams,
        querystring: statementQuery,
        response: { 200: driverStatementDetailSchema },
      },
    },
    (req) => driverCloseDetail(companyCtx(req), req.query.accountingMonth, req.params.driverId),
  );
};
