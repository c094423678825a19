import {
  attendanceInput,
  attendanceListQuery,
  attendanceSchema,
  listResponse,
  selfAttendanceDaySchema,
  selfAttendanceQuery,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companyCtx, driverCtx } from '../../lib/context.ts';
import { STAFF } from '../../lib/http/route-roles.ts';
import { listAttendances, recordAttendance, selfAttendanceDay } from './attendances.service.ts';

const tags = ['出退勤・点呼'];
const driver = { roles: ['driver'] as const };

export const attendancesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The driver's phone; a repeated clientAttendanceId answers the first record with 200.
  app.post(
    '/self/attendances',
    {
      config: driver,
      schema: {
        summary: '出退勤・休憩を記録（点呼）',
        description:
          '自分のドライバーとして記録します（ドライバーでない利用者は403）。出勤・退勤では点呼項目（酒気帯びの有無、検知器、健康状態、点呼方法、点呼執行者、出勤時は日常点検）が必須（400）。出勤は勤務外のときだけ等、前後の記録と合わない順序は理由を示して409。同じ clientAttendanceId の再送は最初の記録を200で返します。記録の変更・削除はできません。',
        tags,
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
      config: driver,
      schema: {
        summary: '自分の出退勤記録と現在の状態',
        description: 'date（既定は今日）の記録と、勤務外・勤務中・休憩中の状態を返します。',
        tags,
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
      config: { roles: STAFF },
      schema: {
        summary: '点呼記録の一覧',
        description:
          'from・to（勤務日、必須）、driverId、type、alcoholDetected で絞り込み、新しい順に返します。',
        tags,
        querystring: attendanceListQuery,
        response: { 200: listResponse(attendanceSchema) },
      },
    },
    (req) => listAttendances(companyCtx(req), req.query),
  );
};
