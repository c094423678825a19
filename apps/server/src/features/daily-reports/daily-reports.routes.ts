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
  dutyRecordPdfQuery,
  historyListQuery,
  idParams,
  listResponse,
  selfDailyReportQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { renderedPdfHeaders } from '../../lib/http/file-headers.ts';
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
import { dutyRecordPdf } from './duty-record.service.ts';
import { listSelfDailyReports } from './self-daily-reports.service.ts';

const tags = ['日報'];
/** The OpenAPI summary and description of a route (Japanese, as the API's users read them). */
const doc = (summary: string, description: string) => ({ tags, summary, description });
const APPROVAL_RULE =
  '承認（status: approved）は、輸送安全規則第8条の乗務等の記録として必要な項目（車両、業務開始・終了の日時と地点、' +
  '走行距離（メーターまたは走行記録）、主な経過地点、休憩の場所と時刻、運転交替の地点、積載状況（車両総重量8t以上' +
  'または最大積載量5t以上の車両）、30分以上の荷待ちの場所と時刻、1時間以上の荷役（契約に定めのない場合）、' +
  '事故・著しい遅延の概要）がそろっている日報に限ります。欠けていれば409で、未記入の項目をすべて message と ' +
  'errors（property が項目、constraints.required が項目名）で返し、何も変更しません。';
const staff = { roles: STAFF };
/** Routes a driver uses for his own reports (scoped to him in the service) as well as staff. */
const staffOrDriver = { roles: ['company_admin', 'driver'] as const };

export const dailyReportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/self/daily-reports',
    {
      config: { roles: ['driver'], reads: 'replica' },
      schema: {
        ...doc(
          '自分の日報の一覧',
          'ドライバー本人の日報。date（既定は今日）と contractId で絞り込み、from/to を指定するとその期間の日報を新しい順に返します。',
        ),
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
        ...doc(
          '日報の下書き（自動入力）',
          'その日の出退勤（開始・終了の日時とメーター、車両、休憩とその場所）、作業実績（主な経過地点、30分以上の荷待ち、荷役）、位置情報（走行記録の距離）、同じ車両の他のドライバーの出退勤（運転交替）と配送先の数量・重量（積載状況）から日報の下書きを作ります。保存はしません。',
        ),
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
        ...doc(
          '日報の登録',
          'ドライバー・日付・契約ごとに1件。同じ組み合わせの下書きまたは差戻しの日報があれば更新し（200）、なければ作成します（201）。申請中・承認済みは409。ドライバーは自分の日報のみ、管理者は driverId を指定します。運賃は契約から計算し、走行記録の距離は位置情報から毎回求めます。',
        ),
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
      config: { ...staff, reads: 'replica' },
      schema: {
        ...doc(
          '日報の一覧',
          '会社の日報を新しい順に返します。期間、ドライバー、グループ、契約、取引先、承認状況で絞り込み、includeAdjustment で調整額を含む合計を付けます。',
        ),
        querystring: dailyReportListQuery,
        response: { 200: dailyReportListResponse },
      },
    },
    (req) => listDailyReports(companyCtx(req), req.query),
  );
  app.get(
    '/daily-reports/by-client',
    {
      config: { ...staff, errors: [404], reads: 'replica' },
      schema: {
        ...doc(
          '取引先別の承認済み日報',
          '取引先の締日による計上月の承認済み日報と請求金額の合計。他社の取引先は404。',
        ),
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
        ...doc(
          '日報の一括承認・差戻し',
          `選択した申請中の日報をまとめて承認または差戻しします。すべて成功するか、何も変更しないかのどちらかです。${APPROVAL_RULE} 一括承認では、欠けている日報ごとに errors の property が ids.N（リクエストの順番）、constraints.incomplete が日付・ドライバー・未記入の項目、children が項目です。`,
        ),
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
        ...doc('日報の取得', '管理者は会社の日報、ドライバーは自分の日報のみ。他社・他人の日報は404。'),
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
        ...doc(
          '日報の更新',
          '下書きまたは差戻しの日報を更新します（差戻しは下書きに戻ります）。日付と契約も変更できます。古い version を送ると409。',
        ),
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
        ...doc('日報の変更履歴', '日報の変更（金額を含む）の前後の値と変更者。'),
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
        ...doc('日報の承認申請', '下書きまたは差戻しの日報を申請中にします。ドライバーは自分の日報のみ。'),
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
        ...doc(
          '日報の承認・差戻し',
          `申請中の日報を承認または差戻し（理由が必要）します。差戻しはドライバーにプッシュ通知します。${APPROVAL_RULE}`,
        ),
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
        ...doc('日報の金額の変更', '請求金額と支払金額を理由とともに上書きします。承認済みの日報は409。'),
        params: idParams,
        body: dailyReportFeesInput,
        response: { 200: dailyReportSchema },
      },
    },
    (req) => updateDailyReportFees(companyCtx(req), req.params.id, req.body),
  );
  app.get(
    '/daily-reports/duty-records/pdf',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        ...doc(
          '乗務記録（PDF）',
          'ドライバー1人の1か月分の乗務記録（乗務等の記録、輸送安全規則第8条）をA4のPDFで返します。その月の日報すべて（承認状況を併記）について、車両、業務開始・終了、走行距離、主な経過地点、休憩、運転交替、積載状況、荷待ち、荷役、事故・著しい遅延、指示事項を載せます。他社のドライバーは404。',
        ),
        querystring: dutyRecordPdfQuery,
      },
    },
    async (req, reply) => {
      const { pdf, fileName } = await dutyRecordPdf(companyCtx(req), req.query);
      return reply
        .headers(renderedPdfHeaders(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
