import type { Consignor, ConsignorListFilter, ConsignorValues, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const consignorsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsignors: build.query<ListResponse<Consignor>, ConsignorListFilter>({
      query: (params) => ({ url: '/consignors', params }),
      providesTags: (result) => [
        { type: 'Consignor', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Consignor' as const, id: c.id })),
      ],
    }),
    getConsignor: build.query<Consignor, string>({
      query: (id) => `/consignors/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Consignor', id }],
    }),
    createConsignor: build.mutation<Consignor, ConsignorValues>({
      query: (body) => ({ url: '/consignors', method: 'POST', body }),
      invalidatesTags: [{ type: 'Consignor', id: 'LIST' }],
    }),
    updateConsignor: build.mutation<Consignor, { id: string; body: ConsignorValues }>({
      query: ({ id, body }) => ({ url: `/consignors/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Consignor', id },
        { type: 'Consignor', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListConsignorsQuery,
  useLazyListConsignorsQuery,
  useGetConsignorQuery,
  useCreateConsignorMutation,
  useUpdateConsignorMutation,
} = consignorsApi;
