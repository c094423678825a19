import type {
  AccidentReport,
  AccidentReportListItem,
  AccidentReportListQuery,
  AccidentSubmissionInput,
  ChangeHistoryEntry,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';
import type { ProgressListener } from '../../lib/multipart-upload.ts';

type Upload = { body: FormData; onProgress?: ProgressListener };
const path = (id: string) => `/accident-reports/${encodeURIComponent(id)}`;

/** Tagged with the spec's AccidentReports: an upload (create, update) refreshes the lists and the report. */
export const accidentReportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAccidentReports: build.query<ListResponse<AccidentReportListItem>, Partial<AccidentReportListQuery>>({
      query: (params) => ({ url: '/accident-reports', params }),
      providesTags: (result) => [
        { type: 'AccidentReports', id: 'LIST' },
        ...(result?.data ?? []).map((r) => ({ type: 'AccidentReports' as const, id: r.id })),
      ],
    }),
    getAccidentReport: build.query<AccidentReport, string>({
      query: (id) => path(id),
      providesTags: (_result, _error, id) => [{ type: 'AccidentReports', id }],
    }),
    getAccidentReportHistory: build.query<
      ListResponse<ChangeHistoryEntry>,
      { id: string; page: number; perPage: number }
    >({
      query: ({ id, page, perPage }) => ({ url: `${path(id)}/history`, params: { page, perPage } }),
      providesTags: (_result, _error, { id }) => [{ type: 'AccidentReports', id }],
    }),
    createAccidentReport: build.mutation<AccidentReport, Upload>({
      query: ({ body, onProgress }) => ({ url: '/accident-reports', method: 'POST', body, onProgress }),
      invalidatesTags: [{ type: 'AccidentReports', id: 'LIST' }],
    }),
    recordAccidentSubmission: build.mutation<AccidentReport, { id: string } & AccidentSubmissionInput>({
      query: ({ id, ...body }) => ({ url: `${path(id)}/submission`, method: 'PUT', body }),
      // The alerts wait for the 速報 and the 報告書.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AccidentReports', id },
        { type: 'AccidentReports', id: 'LIST' },
        'Alert',
      ],
    }),
    updateAccidentReport: build.mutation<AccidentReport, Upload & { id: string }>({
      query: ({ id, body, onProgress }) => ({ url: path(id), method: 'PUT', body, onProgress }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'AccidentReports', id },
        { type: 'AccidentReports', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListAccidentReportsQuery,
  useLazyListAccidentReportsQuery,
  useGetAccidentReportQuery,
  useGetAccidentReportHistoryQuery,
  useCreateAccidentReportMutation,
  useUpdateAccidentReportMutation,
  useRecordAccidentSubmissionMutation,
} = accidentReportsApi;
