import type {
  Company,
  CompanyCreateValues,
  CompanyDetail,
  CompanyListFilter,
  CompanyValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** The system administrator's companies (運送会社). */
export const companiesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCompanies: build.query<ListResponse<Company>, CompanyListFilter>({
      query: (params) => ({ url: '/companies', params }),
      providesTags: (result) => [
        { type: 'Company', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Company' as const, id: c.id })),
      ],
    }),
    getCompany: build.query<CompanyDetail, string>({
      query: (id) => `/companies/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Company', id }],
    }),
    createCompany: build.mutation<CompanyDetail, CompanyCreateValues>({
      query: (body) => ({ url: '/companies', method: 'POST', body }),
      invalidatesTags: [{ type: 'Company', id: 'LIST' }],
    }),
    updateCompany: build.mutation<CompanyDetail, { id: string; body: CompanyValues }>({
      query: ({ id, body }) => ({ url: `/companies/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Company', id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListCompaniesQuery,
  useLazyListCompaniesQuery,
  useGetCompanyQuery,
  useCreateCompanyMutation,
  useUpdateCompanyMutation,
} = companiesApi;
