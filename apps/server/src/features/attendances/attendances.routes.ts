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
      schema: { tags, querystring: selfAttendanceQuery, response: { 200: selfAttendanceDaySchema } },
    },
    (req) => selfAttendanceDay(driverCtx(req), req.query.date),
  );
  // Not in the spec: the staff's 点呼記録 list.
  app.get(
    '/attendances',
    {
      config: { roles: STAFF },
      schema: { tags, querystring: attendanceListQuery, response: { 200: listResponse(attendanceSchema) } },
    },
    (req) => listAttendances(companyCtx(req), req.query),
  );
};
