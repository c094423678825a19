import type { Base, BaseListFilter, BaseListItem, BaseValues, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const basesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listBases: build.query<ListResponse<BaseListItem>, Partial<BaseListFilter>>({
      query: (params) => ({ url: '/bases', params }),
      providesTags: (result) => [
        { type: 'Base', id: 'LIST' },
        ...(result?.data ?? []).map((b) => ({ type: 'Base' as const, id: b.id })),
      ],
    }),
    getBase: build.query<Base, string>({
      query: (id) => `/bases/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Base', id }],
    }),
    createBase: build.mutation<Base, BaseValues>({
      query: (body) => ({ url: '/bases', method: 'POST', body }),
      invalidatesTags: [{ type: 'Base', id: 'LIST' }],
    }),
    updateBase: build.mutation<Base, { id: string; body: BaseValues }>({
      query: ({ id, body }) => ({ url: `/bases/${encodeURIComponent(id)}`, method: 'PUT', body }),
      // Contracts show their base's name.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Base', id },
        { type: 'Base', id: 'LIST' },
        'Contract',
      ],
    }),
    deleteBase: build.mutation<void, string>({
      query: (id) => ({ url: `/bases/${encodeURIComponent(id)}`, method: 'DELETE' }),
      // Lists only (see vehicles.api.ts): the deleted base's page leaves for the list.
      invalidatesTags: [{ type: 'Base', id: 'LIST' }],
    }),
  }),
});

export const {
  useListBasesQuery,
  useLazyListBasesQuery,
  useGetBaseQuery,
  useCreateBaseMutation,
  useUpdateBaseMutation,
  useDeleteBaseMutation,
} = basesApi;
