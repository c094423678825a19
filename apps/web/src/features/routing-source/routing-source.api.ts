import type {
  ListResponse,
  RoutingSourceListQuery,
  RoutingSourcePreview,
  RoutingSourceRow,
  RoutingSourceRowInput,
  RoutingSourceSettings,
  RoutingSourceUpload,
  RoutingSourceUploadMode,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** The rows' list and the system administrator's courses made from them share the tag. */
const LIST = { type: 'RoutingSource', id: 'LIST' } as const;
export const PLATFORM_COURSES = { type: 'RoutingSource', id: 'PLATFORM_COURSES' } as const;

type UploadArgs = { file: File; consignorId?: string | undefined };

/** The upload's form, to the consignor's own route or the system administrator's (`consignorId`). */
function uploadRequest(suffix: string, { file, consignorId }: UploadArgs, mode?: RoutingSourceUploadMode) {
  const body = new FormData();
  if (consignorId) body.append('consignorId', consignorId);
  if (mode) body.append('mode', mode);
  body.append('file', file, file.name);
  const url = consignorId ? '/routing-source/upload-csv' : '/consignor/routing-source/upload-csv';
  return { url: `${url}${suffix}`, method: 'POST' as const, body };
}

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
    uploadRoutingSource: build.mutation<RoutingSourceUpload, UploadArgs & { mode: RoutingSourceUploadMode }>({
      query: ({ mode, ...args }) => uploadRequest('', args, mode),
      invalidatesTags: [LIST],
    }),
    /** What a replace upload of the file would change, nothing stored. */
    previewRoutingSource: build.mutation<RoutingSourcePreview, UploadArgs>({
      query: (args) => uploadRequest('/preview', args),
    }),
    updateRoutingSourceRow: build.mutation<RoutingSourceRow, { id: string; body: RoutingSourceRowInput }>({
      query: ({ id, body }) => ({ url: `/consignor/routing-source/${id}`, method: 'PUT', body }),
      invalidatesTags: [LIST],
    }),
    deleteRoutingSourceRow: build.mutation<void, string>({
      query: (id) => ({ url: `/consignor/routing-source/${id}`, method: 'DELETE' }),
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
  usePreviewRoutingSourceMutation,
  useUpdateRoutingSourceRowMutation,
  useDeleteRoutingSourceRowMutation,
  useMarkRoutingSourceProcessedMutation,
} = routingSourceApi;
