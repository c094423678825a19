import {
  dutyExceptionsInput,
  dutyExceptionsSchema,
  idParams,
  selfWorkingTimeSchema,
  workingTimeQuery,
  workingTimeResponseSchema,
  workingTimeSettingsInput,
  workingTimeSettingsSchema,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { setDutyExceptions } from './duty-exceptions.service.ts';
import { selfWorkingTime } from './self-working-time.service.ts';
import { workingTimeOfCompany } from './working-time.service.ts';
import { getWorkingTimeSettings, saveWorkingTimeSettings } from './working-time-settings.service.ts';

const tags = ['労働時間'];
const staff = { roles: STAFF };

/** Not in the spec: the 改善基準告示 monitor (労働時間) of a month, per driver, and what it is judged with. */
export const workingTimeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/working-time',
    {
      config: { ...staff, errors: [404], reads: 'replica' },
      schema: {
        tags,
        summary: '労働時間（改善基準告示）の月次集計',
        description:
          'ドライバーごとに、対象月の各勤務の拘束時間・休息期間・運転時間・連続運転時間と、基準超過・注意の判定、月と年の拘束時間を返します。勤務ごとの特例（分割休息、2人乗務、隔日勤務、フェリー、長距離運行、休日労働、予期し得ない事象）と自社の労使協定の設定に従って判定します。',
        querystring: workingTimeQuery,
        response: { 200: workingTimeResponseSchema },
      },
    },
    (req) => workingTimeOfCompany(companyCtx(req), req.query),
  );
  // Not in the spec: the driver's phone shows his own limits of the day (Cariot, SmartDrive do so).
  app.get(
    '/self/working-time',
    {
      config: { roles: ['driver'], reads: 'replica' },
      schema: {
        tags,
        summary: 'ドライバー本人の本日の拘束時間・運転時間・連続運転・休息期間',
        description: [
          'サインインしたドライバー本人の、勤務中の勤務（なければ本日の最後の勤務）の拘束時間・運転時間・最後の休憩以降の連続運転時間と、勤務前の休息期間を、それぞれの上限とともに返します。労働時間（GET /working-time）と同じ出退勤・作業実績から同じ方法で計算し、会社が設定した特例の上限で判定します。',
          '本日の出勤前は拘束・運転・連続運転が0で duty は null、休息期間は前の勤務の退勤からの経過（running=true）です。退勤後の連続運転は0です。休日（休息期間＋24時間）を挟んだ勤務の休息期間は afterDaysOff=true です。',
          'asOf は計算した時刻です。activity が driving の間は、拘束・運転・連続運転が asOf からの経過分だけ増えます。',
        ].join('\n'),
        response: { 200: selfWorkingTimeSchema },
      },
    },
    (req) => selfWorkingTime(driverCtx(req)),
  );
  app.put(
    '/attendances/:id/exceptions',
    {
      config: staff,
      schema: {
        tags,
        summary: '勤務の特例・区分を設定',
        description:
          '出勤の記録（id）で始まる勤務に、改善基準告示の特例（分割休息、2人乗務、隔日勤務、フェリー乗船、長距離運行）、休日労働、予期し得ない事象（対応時間と内容）を設定します。送った内容で置き換えます。フェリーは乗船・下船日時を勤務の中で、予期し得ない事象は対応時間と内容を必ず指定します。',
        params: idParams,
        body: dutyExceptionsInput,
        response: { 200: dutyExceptionsSchema },
      },
    },
    (req) => setDutyExceptions(companyCtx(req), req.params.id, req.body),
  );
  app.get(
    '/self/company/working-time-settings',
    {
      config: staff,
      schema: {
        tags: ['自社設定'],
        summary: '労使協定（拘束時間）の設定を取得',
        description:
          '拘束時間の延長に関する労使協定の有無と、1年の起算月を返します。保存前は既定値（協定なし、4月起算）です。',
        response: { 200: workingTimeSettingsSchema },
      },
    },
    (req) => getWorkingTimeSettings(companyCtx(req)),
  );
  app.put(
    '/self/company/working-time-settings',
    {
      config: staff,
      schema: {
        tags: ['自社設定'],
        summary: '労使協定（拘束時間）の設定を保存',
        description:
          '労使協定がある場合、1か月の拘束時間は310時間まで（284時間超は年6か月まで、連続3か月まで）、1年は3,400時間までで判定します。協定がない場合は284時間・3,300時間です。',
        body: workingTimeSettingsInput,
        response: { 200: workingTimeSettingsSchema },
      },
    },
    (req) => saveWorkingTimeSettings(companyCtx(req), req.body),
  );
};
