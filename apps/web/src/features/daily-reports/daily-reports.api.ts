import type {
  ApprovalDecisionInput,
  ChangeHistoryEntry,
  DailyReport,
  DailyReportBulkDecisionInput,
  DailyReportFeesInput,
  DailyReportInput,
  DailyReportListQuery,
  DailyReportListResponse,
  DailyReportPrefillResponse,
  HistoryListQuery,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const LIST = { type: 'DailyReport' as const, id: 'LIST' };
const one = (id: string) => [{ type: 'DailyReport' as const, id }, LIST];
// A decision or a fee changes what the month close counts (approved reports, their amounts) and
// the approvals-waiting alerts.
const changed = (id: string) => [...one(id), 'Statement' as const, 'Alert' as const];

/** 日報: the staff's list, detail, approval and fees; the driver's own reports and the prefill. */
export const dailyReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDailyReports: build.query<DailyReportListResponse, DailyReportListQuery>({
      query: (params) => ({ url: '/daily-reports', params }),
      providesTags: (result) => [
        LIST,
        ...(result?.data ?? []).map((r) => ({ type: 'DailyReport' as const, id: r.id })),
      ],
    }),
    getDailyReport: build.query<DailyReport, string>({
      query: (id) => `/daily-reports/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'DailyReport', id }],
    }),
    getDailyReportHistory: build.query<ListResponse<ChangeHistoryEntry>, HistoryListQuery & { id: string }>({
      query: ({ id, ...params }) => ({ url: `/daily-reports/${encodeURIComponent(id)}/history`, params }),
      providesTags: (_result, _error, { id }) => [{ type: 'DailyReport', id }],
    }),
    getDailyReportPrefill: build.query<DailyReportPrefillResponse, { date: string; contractId?: string }>({
      query: (params) => ({ url: '/self/daily-reports/prefill', params }),
      providesTags: [LIST],
    }),
    listOwnDailyReports: build.query<
      ListResponse<DailyReport>,
      { from: string; to: string } | { date: string; contractId?: string }
    >({
      query: (params) => ({ url: '/self/daily-reports', params }),
      providesTags: [LIST],
    }),
    saveDailyReport: build.mutation<DailyReport, DailyReportInput>({
      query: (body) => ({ url: '/daily-reports', method: 'POST', body }),
      invalidatesTags: (result) => (result ? changed(result.id) : [LIST]),
    }),
    updateDailyReport: build.mutation<DailyReport, { id: string; body: DailyReportInput }>({
      query: ({ id, body }) => ({ url: `/daily-reports/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    requestDailyReportApproval: build.mutation<DailyReport, string>({
      query: (id) => ({ url: `/daily-reports/${encodeURIComponent(id)}/request-approval`, method: 'POST' }),
      invalidatesTags: (_result, _error, id) => changed(id),
    }),
    decideDailyReport: build.mutation<DailyReport, { id: string; body: ApprovalDecisionInput }>({
      query: ({ id, body }) => ({
        url: `/daily-reports/${encodeURIComponent(id)}/update-status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
    decideDailyReports: build.mutation<{ count: number }, DailyReportBulkDecisionInput>({
      query: (body) => ({ url: '/daily-reports/actions/update-status', method: 'POST', body }),
      invalidatesTags: (_result, _error, { ids }) => [...ids.flatMap(changed)],
    }),
    updateDailyReportFees: build.mutation<DailyReport, { id: string; body: DailyReportFeesInput }>({
      query: ({ id, body }) => ({
        url: `/daily-reports/${encodeURIComponent(id)}/update-fees`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { id }) => changed(id),
    }),
  }),
});

export const {
  useListDailyReportsQuery,
  useLazyListDailyReportsQuery,
  useGetDailyReportQuery,
  useGetDailyReportHistoryQuery,
  useGetDailyReportPrefillQuery,
  useListOwnDailyReportsQuery,
  useSaveDailyReportMutation,
  useUpdateDailyReportMutation,
  useRequestDailyReportApprovalMutation,
  useDecideDailyReportMutation,
  useDecideDailyReportsMutation,
  useUpdateDailyReportFeesMutation,
} = dailyReportsApi;
