import type { ErrorGroup, ErrorSource, ListResponse, SystemStatus } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const STATUS = { type: 'SystemStatus', id: 'CURRENT' } as const;

export const systemStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    listErrorGroups: build.query<
      ListResponse<ErrorGroup>,
      { page: number; perPage: number; source?: ErrorSource }
    >({
      query: (params) => ({ url: '/system-admin/errors', params }),
    }),
    getSystemStatus: build.query<SystemStatus, void>({
      query: () => ({ url: '/system-admin/status' }),
      providesTags: [STATUS],
    }),
    retryJob: build.mutation<void, string>({
      query: (id) => ({ url: `/system-admin/jobs/${encodeURIComponent(id)}/retry`, method: 'POST' }),
      invalidatesTags: [STATUS],
    }),
  }),
});

export const { useListErrorGroupsQuery, useGetSystemStatusQuery, useRetryJobMutation } = systemStatusApi;
