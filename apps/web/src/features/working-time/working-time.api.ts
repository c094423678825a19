import type {
  DutyExceptionsInput,
  DutyExceptionsRecord,
  SelfWorkingTime,
  WorkingTimeResponse,
  WorkingTimeSettings,
  WorkingTimeSettingsInput,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const workingTimeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /working-time: figures are computed on each call from the day's records, so never cached long. */
    getWorkingTime: build.query<WorkingTimeResponse, { month: string; driverId?: string }>({
      query: ({ month, driverId }) => ({ url: '/working-time', params: { month, driverId } }),
      keepUnusedDataFor: 30,
    }),
    /** PUT /attendances/{id}/exceptions: the page refetches its month after saving. */
    setDutyExceptions: build.mutation<
      DutyExceptionsRecord,
      { attendanceId: string; body: DutyExceptionsInput }
    >({
      query: ({ attendanceId, body }) => ({
        url: `/attendances/${attendanceId}/exceptions`,
        method: 'PUT',
        body,
      }),
    }),
    /** GET /self/working-time: the driver's own day; the phone polls it and moves it on between reads. */
    getSelfWorkingTime: build.query<SelfWorkingTime, void>({
      query: () => '/self/working-time',
      keepUnusedDataFor: 30,
    }),
    getWorkingTimeSettings: build.query<WorkingTimeSettings, void>({
      query: () => '/self/company/working-time-settings',
    }),
    saveWorkingTimeSettings: build.mutation<WorkingTimeSettings, WorkingTimeSettingsInput>({
      query: (body) => ({ url: '/self/company/working-time-settings', method: 'PUT', body }),
      async onQueryStarted(_, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(workingTimeApi.util.upsertQueryData('getWorkingTimeSettings', undefined, data));
      },
    }),
  }),
});

export const {
  useGetWorkingTimeQuery,
  useSetDutyExceptionsMutation,
  useGetSelfWorkingTimeQuery,
  useGetWorkingTimeSettingsQuery,
  useSaveWorkingTimeSettingsMutation,
} = workingTimeApi;
