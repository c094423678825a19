import {
  attendanceInput,
  attendanceListQuery,
  attendanceSchema,
  idParams,
  listResponse,
  rollCallConfirmInput,
  rollCallRegisterQuery,
  rollCallSettingsInput,
  rollCallSettingsSchema,
  selfAttendanceDaySchema,
  selfAttendanceQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { downloadHeaders, renderedPdfHeaders } from '../../lib/http/file-headers.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { getRollCallSettings, saveRollCallSettings } from '../companies/roll-call-settings.service.ts';
import { listAttendances, recordAttendance, selfAttendanceDay } from './attendances.service.ts';
import { confirmRollCall } from './roll-call-confirm.service.ts';
import { rollCallRegisterCsv, rollCallRegisterPdf } from './roll-call-register.ts';

const tags = ['出退勤・点呼'];
const driver = { roles: ['driver'] as const };
const staff = { roles: STAFF };

export const attendancesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The driver's phone; a repeated clientAttendanceId answers the first record with 200.
  app.post(
    '/self/attendances',
    {
      config: driver,
      schema: {
        tags,
        summary: '出退勤・点呼（ドライバーの申告）を記録する',
        description: [
          'サインインしたドライバー本人の出勤（乗務前点呼）・退勤（乗務後点呼）・中間点呼・休憩開始・休憩終了を記録します。',
          '出勤・退勤ではアルコール検知器による確認が必須です（detectorUsed は true のみ、false や未指定はそのフィールドで400）。alcoholValue（mg/L）と healthCondition も必須です。',
          '出勤では sleepHours と dailyInspectionDone（日常点検）、退勤では vehicleRoadReport（自動車・道路・運行の状況）が必須で、handoverNote（交替運転者への通告）は任意です。中間点呼は healthCondition が必須です。',
          'awayFromBase=true は営業所外（出先）での点呼で、会社が電話で点呼できるのはこの場合だけです。中間点呼は常に出先として記録されます。',
          'alcoholValue が0より大きい、または alcoholDetected=true の出勤は記録されますが乗務は始まりません（乗務禁止）。勤務外のままで、同じ日の出勤は409、配送先の作業実績も409になります。',
          '点呼執行者・点呼方法・指示事項は会社側が POST /attendances/{id}/confirm で記録します。',
          '記録の前後関係は at の時刻で判定し、矛盾する記録は理由つきの409です。同じ clientAttendanceId の再送は最初の記録を200で返します。',
        ].join('\n'),
        body: attendanceInput,
        response: { 200: attendanceSchema, 201: attendanceSchema },
      },
    },
    async (req, reply) => {
      const { attendance, created } = await recordAttendance(driverCtx(req), req.body);
      return reply.status(created ? 201 : 200).send(attendance);
    },
  );
  // Not in the spec: the phone's home screen reads the day's records and the state now.
  app.get(
    '/self/attendances',
    {
      config: { ...driver, reads: 'replica' },
      schema: {
        tags,
        summary: 'ドライバー本人のその日の出退勤と現在の勤務状況',
        description:
          'date（既定は今日、Asia/Tokyo）の乗務日の記録と現在の状態を返します。その日の出勤で酒気帯びが検知されていれば dutyBarred=true で、状態は勤務外のままです（事務所へ連絡するよう表示してください）。',
        querystring: selfAttendanceQuery,
        response: { 200: selfAttendanceDaySchema },
      },
    },
    (req) => selfAttendanceDay(driverCtx(req), req.query.date),
  );
  // Not in the spec: the staff's 点呼記録 list.
  app.get(
    '/attendances',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '点呼記録の一覧',
        description:
          '乗務日 from〜to の出退勤・点呼記録を新しい順に返します。driverId・type・alcoholDetected で絞り込めます。confirmed=false は会社の確認（点呼執行者の記録）を待つ点呼だけ、confirmed=true は確認済みの点呼だけを返します（休憩はどちらにも含まれません）。',
        querystring: attendanceListQuery,
        response: { 200: listResponse(attendanceSchema) },
      },
    },
    (req) => listAttendances(companyCtx(req), req.query),
  );
  app.post(
    '/attendances/:id/confirm',
    {
      config: staff,
      schema: {
        tags,
        summary: '点呼を確認する（点呼執行者として記録）',
        description: [
          'ドライバーの申告を確認し、サインインしている担当者を点呼執行者（confirmedBy）、現在時刻を confirmedAt として記録します。確認は1回だけで、確認済みや休憩の記録は409です。',
          'method: in_person（対面）・it（IT点呼：自社設定で承認済み機器の登録が必要。未登録は method で400）・phone（電話：出先で始まる・終わる乗務＝awayFromBase の点呼と中間点呼だけ。それ以外は method で400）。',
          '酒気帯びが検知された点呼では alcoholOutcome（乗務禁止の措置）が必須です（未入力は alcoholOutcome で400）。記録すると危険アラートが消えます。',
          '他社の記録のIDは404です。',
        ].join('\n'),
        params: idParams,
        body: rollCallConfirmInput,
        response: { 200: attendanceSchema },
      },
    },
    (req) => confirmRollCall(companyCtx(req), req.params.id, req.body),
  );
  app.get(
    '/attendances/register/csv',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '点呼記録簿（CSV）',
        description:
          '乗務日 from〜to（1年以内）の乗務前・乗務後・中間点呼を時刻順にCSV（UTF-8・BOM付き）で返します。点呼執行者・方法・検知器・酒気帯び・健康状態・睡眠・日常点検・状況・通告・指示事項・措置を含みます。driverId で1人に絞れます。',
        querystring: rollCallRegisterQuery,
      },
    },
    async (req, reply) => {
      const { fileName, body } = await rollCallRegisterCsv(companyCtx(req), req.query);
      return reply
        .headers(downloadHeaders(fileName, 'text/csv; charset=UTF-8'))
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
  app.get(
    '/attendances/register/pdf',
    {
      config: { ...staff, reads: 'replica' },
      schema: {
        tags,
        summary: '点呼記録簿（A4 PDF）',
        description:
          '乗務日 from〜to（1年以内）の点呼を1行ずつ並べたA4横のPDFです。ページごとに見出し行を繰り返します。driverId で1人に絞れます。',
        querystring: rollCallRegisterQuery,
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await rollCallRegisterPdf(companyCtx(req), req.query);
      return reply
        .headers(renderedPdfHeaders(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
  app.get(
    '/self/company/roll-call-settings',
    {
      config: staff,
      schema: {
        tags,
        summary: '点呼設定（IT点呼機器の承認）',
        description: '自社のIT点呼機器が承認済みかどうかと機器名を返します。未保存の会社は未承認です。',
        response: { 200: rollCallSettingsSchema },
      },
    },
    (req) => getRollCallSettings(companyCtx(req)),
  );
  app.post(
    '/self/company/roll-call-settings',
    {
      config: staff,
      schema: {
        tags,
        summary: '点呼設定を保存する',
        description:
          'itRollCallApproved=true で、点呼を IT点呼（method: it）として確認できるようになります。国土交通省の認定を受けた機器を使う場合だけ true にしてください。自社設定の他の項目は変わりません。',
        body: rollCallSettingsInput,
        response: { 200: rollCallSettingsSchema },
      },
    },
    (req) => saveRollCallSettings(companyCtx(req), req.body),
  );
};
