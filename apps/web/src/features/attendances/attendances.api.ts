import type {
  Attendance,
  AttendanceListQuery,
  ListResponse,
  RollCallConfirmValues,
  SelfAttendanceDay,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/**
 * The staff's 点呼記録 list and confirmation, and the driver's own day. Records are written only
 * through the phone's outbox (DutyCard), which refetches the day itself; the 点呼記録 page refetches
 * its list after confirming, so no tags are needed.
 */
export const attendancesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAttendances: build.query<ListResponse<Attendance>, AttendanceListQuery>({
      query: (params) => ({ url: '/attendances', params }),
    }),
    confirmAttendance: build.mutation<Attendance, { id: string; body: RollCallConfirmValues }>({
      query: ({ id, body }) => ({ url: `/attendances/${id}/confirm`, method: 'POST', body }),
    }),
    getSelfAttendanceDay: build.query<SelfAttendanceDay, { date?: string } | undefined>({
      query: (params) => ({ url: '/self/attendances', params: params ?? {} }),
    }),
  }),
});

export const {
  useListAttendancesQuery,
  useLazyListAttendancesQuery,
  useConfirmAttendanceMutation,
  useGetSelfAttendanceDayQuery,
} = attendancesApi;
