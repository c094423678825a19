import type {
  ListResponse,
  RoutingSourceListQuery,
  RoutingSourceRow,
  RoutingSourceSettings,
  RoutingSourceUpload,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** The rows' list and the system administrator's courses made from them share the tag. */
const LIST = { type: 'RoutingSource', id: 'LIST' } as const;
export const PLATFORM_COURSES = { type: 'RoutingSource', id: 'PLATFORM_COURSES' } as const;

export const routingSourceApi = api.injectEndpoints({
  endpoints: (build) => ({
    listRoutingSource: build.query<ListResponse<RoutingSourceRow>, RoutingSourceListQuery>({
      query: (params) => ({ url: '/consignor/routing-source', params }),
      providesTags: [LIST],
    }),
    routingSourceSettings: build.query<RoutingSourceSettings, void>({
      query: () => '/consignor/routing-source/settings',
    }),
    /** A consignor user's own upload; with consignorId, the system administrator's for that consignor. */
    uploadRoutingSource: build.mutation<RoutingSourceUpload, { file: File; consignorId?: string }>({
      query: ({ file, consignorId }) => {
        const body = new FormData();
        if (consignorId) body.append('consignorId', consignorId);
        body.append('file', file, file.name);
        return {
          url: consignorId ? '/routing-source/upload-csv' : '/consignor/routing-source/upload-csv',
          method: 'POST',
          body,
        };
      },
      invalidatesTags: [LIST],
    }),
    markRoutingSourceProcessed: build.mutation<{ updated: number }, { ids: readonly string[] }>({
      query: (body) => ({ url: '/consignor/routing-source/mark-as-processed', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListRoutingSourceQuery,
  useLazyListRoutingSourceQuery,
  useRoutingSourceSettingsQuery,
  useUploadRoutingSourceMutation,
  useMarkRoutingSourceProcessedMutation,
} = routingSourceApi;
