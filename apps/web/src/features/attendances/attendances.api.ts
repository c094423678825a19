import type { Attendance, AttendanceListQuery, ListResponse, SelfAttendanceDay } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/**
 * The staff's 点呼記録 list and the driver's own day. Records are written only through the phone's
 * outbox (DutyCard), which refetches the day itself, so no tags are needed.
 */
export const attendancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAttendances: build.query<ListResponse<Attendance>, AttendanceListQuery>({
      query: (params) => ({ url: '/attendances', params }),
    }),
    getSelfAttendanceDay: build.query<SelfAttendanceDay, { date?: string } | undefined>({
      query: (params) => ({ url: '/self/attendances', params: params ?? {} }),
    }),
  }),
});

export const { useListAttendancesQuery, useLazyListAttendancesQuery, useGetSelfAttendanceDayQuery } =
  attendancesApi;
