import {
  approvalDecisionInput,
  changeHistoryEntrySchema,
  dailyReportBulkDecisionInput,
  dailyReportBulkDecisionResult,
  dailyReportByClientQuery,
  dailyReportByClientResponse,
  dailyReportFeesInput,
  dailyReportInput,
  dailyReportListQuery,
  dailyReportListResponse,
  dailyReportPrefillQuery,
  dailyReportPrefillResponse,
  dailyReportSchema,
  dailyReportUpdateInput,
  historyListQuery,
  idParams,
  listResponse,
  selfDailyReportQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { versioned } from '../../lib/http/versions.ts';
import {
  decideDailyReport,
  decideDailyReports,
  requestDailyReportApproval,
} from './daily-report-approval.service.ts';
import { dailyReportsByClient, listDailyReports } from './daily-report-list.service.ts';
import { prefillDailyReport } from './daily-report-prefill.ts';
import {
  dailyReportHistory,
  getDailyReport,
  saveDailyReport,
  updateDailyReport,
  updateDailyReportFees,
} from './daily-reports.service.ts';
import { listSelfDailyReports } from './self-daily-reports.service.ts';

const tags = ['日報'];
const staff = { roles: STAFF };
/** Routes a driver uses for his own reports (scoped to him in the service) as well as staff. */
const staffOrDriver = { roles: ['company_admin', 'driver'] as const };

export const dailyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/daily-reports',
    {
      config: { roles: ['driver'] },
      schema: {
        summary: '自分の日報',
        description:
          'date と contractId でその日の日報、または from・to で過去の日報（新しい順、400件まで）を返します。',
        tags,
        querystring: selfDailyReportQuery,
        response: { 200: listResponse(dailyReportSchema) },
      },
    },
    (req) => listSelfDailyReports(driverCtx(req), req.query),
  );
  app.get(
    '/self/daily-reports/prefill',
    {
      config: { roles: ['driver'] },
      schema: {
        summary: '日報の下書きを作成',
        description:
          '保存済みの日報（なければ null）と、その日の出退勤・作業実績から組み立てた下書き（始業・終業、走行距離、休憩、経由地、30分以上の荷待ち、荷役、数量と金額）、その日の契約を返します。',
        tags,
        querystring: dailyReportPrefillQuery,
        response: { 200: dailyReportPrefillResponse },
      },
    },
    (req) => prefillDailyReport(driverCtx(req), req.query),
  );

  app.post(
    '/daily-reports',
    {
      config: staffOrDriver,
      schema: {
        summary: '日報を登録・上書き',
        description:
          'ドライバー・日付・契約ごとに1件です。同じ組の日報が下書き・差戻しならその場で更新して200、なければ作成して201。申請中・承認済みは409。ドライバーは自分の日報だけ（driverId は無視）、管理者は driverId を指定（400）。契約は自社のもので日付に有効なもの（contractId に400）。数量を空にすると契約の料金の種類から求めます（日当は1、1便はその日のコース数、1件は完了した配送先数、個建はその個数、時間は始業〜終業から休憩を除いた時間、距離は走行距離）。請求額・支払額は単価×数量を円未満四捨五入。保存のたびに計算し直します（手動修正した金額を除く）。',
        tags,
        body: dailyReportInput,
        response: { 200: dailyReportSchema, 201: dailyReportSchema },
      },
    },
    async (req, reply) => {
      const { report, created } = await saveDailyReport(companyCtx(req), req.body);
      return reply.status(created ? 201 : 200).send(report);
    },
  );
  app.get(
    '/daily-reports',
    {
      config: staff,
      schema: {
        summary: '日報の一覧',
        description:
          'from・to、driverId、groupId、contractId、clientId、isApproved、approveStatus で絞り込み、新しい順に返します。includeAdjustment=true で条件に合う全件の合計と該当月の調整額 summary を加えます。',
        tags,
        querystring: dailyReportListQuery,
        response: { 200: dailyReportListResponse },
      },
    },
    (req) => listDailyReports(companyCtx(req), req.query),
  );
  app.get(
    '/daily-reports/by-client',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '取引先への請求対象の日報',
        description:
          'accountingMonth と clientId：取引先の締日による期間の承認済み日報と請求額の合計を返します（ページ分割なし）。他社の取引先は404。',
        tags,
        querystring: dailyReportByClientQuery,
        response: { 200: dailyReportByClientResponse },
      },
    },
    (req) => dailyReportsByClient(companyCtx(req), req.query),
  );
  app.post(
    '/daily-reports/actions/update-status',
    {
      config: { ...staff, errors: [404] },
      schema: {
        summary: '日報を一括で承認・差戻し',
        description:
          'ids（1〜200件）をすべて処理するか、何もしません。不明なIDは404、申請中でない日報を含むと409。件数 count を返します。',
        tags,
        body: dailyReportBulkDecisionInput,
        response: { 200: dailyReportBulkDecisionResult },
      },
    },
    (req) => decideDailyReports(companyCtx(req), req.body),
  );
  app.get(
    '/daily-reports/:id',
    {
      config: staffOrDriver,
      schema: {
        summary: '日報を取得',
        description:
          'ドライバーは自分の日報だけ（他は404）。1件を返します。応答の ETag にバージョン（"n"）を入れます。',
        tags,
        params: idParams,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => getDailyReport(companyCtx(req), req.params.id),
  );
  app.put(
    '/daily-reports/:id',
    {
      config: staffOrDriver,
      schema: {
        summary: '日報を更新',
        description:
          '登録と同じ規則で更新します。他の日報と同じ日付・契約になる変更は date に409。差戻しを編集すると下書きに戻ります。本文の version または If-Match ヘッダーで元にしたバージョンを指定すると、その後に他の更新があった場合は何も書き込まず409（current に現在のデータ）を返します。応答の ETag はバージョンです。',
        tags,
        params: idParams,
        body: dailyReportUpdateInput,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => updateDailyReport(companyCtx(req), req.params.id, ...versioned(req, req.body)),
  );
  app.get(
    '/daily-reports/:id/history',
    {
      config: staff,
      schema: {
        summary: '日報の変更履歴',
        description:
          '変更履歴（操作・日時・変更者・変更前後）を新しい順に返します（page・perPage）。更新では変更された項目だけを含めます。',
        tags,
        params: idParams,
        querystring: historyListQuery,
        response: { 200: listResponse(changeHistoryEntrySchema) },
      },
    },
    (req) => dailyReportHistory(companyCtx(req), req.params.id, req.query),
  );
  app.post(
    '/daily-reports/:id/request-approval',
    {
      config: staffOrDriver,
      schema: {
        summary: '日報の承認を申請',
        description: '下書き・差戻しを申請中にします。それ以外は409。ドライバーは自分の日報だけ。',
        tags,
        params: idParams,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => requestDailyReportApproval(companyCtx(req), req.params.id),
  );
  app.post(
    '/daily-reports/:id/update-status',
    {
      config: staff,
      schema: {
        summary: '日報を承認・差戻し',
        description:
          '申請中の日報を承認または差戻しにします（差戻しは comment 必須）。差戻しはドライバーへのプッシュ通知を同じトランザクションで登録します。',
        tags,
        params: idParams,
        body: approvalDecisionInput,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => decideDailyReport(companyCtx(req), req.params.id, req.body),
  );
  app.post(
    '/daily-reports/:id/update-fees',
    {
      config: staff,
      schema: {
        summary: '日報の金額を手動で修正',
        description:
          'billingAmount・paymentAmount・reason（すべて必須）で金額を上書きし、以後の編集でも保ちます。承認済みは409。修正前後の金額は変更履歴に残ります。',
        tags,
        params: idParams,
        body: dailyReportFeesInput,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => updateDailyReportFees(companyCtx(req), req.params.id, req.body),
  );
};
