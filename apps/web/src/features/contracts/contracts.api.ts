import type {
  Contract,
  ContractCopyValues,
  ContractListFilter,
  ContractValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const contractUrl = (id: string) => `/contracts/${encodeURIComponent(id)}`;

export const contractsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listContracts: build.query<ListResponse<Contract>, Partial<ContractListFilter>>({
      query: (params) => ({ url: '/contracts', params }),
      providesTags: (result) => [
        { type: 'Contract', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Contract' as const, id: c.id })),
      ],
    }),
    getContract: build.query<Contract, string>({
      query: (id) => contractUrl(id),
      providesTags: (_result, _error, id) => [{ type: 'Contract', id }],
    }),
    createContract: build.mutation<Contract, ContractValues>({
      query: (body) => ({ url: '/contracts', method: 'POST', body }),
      invalidatesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
    updateContract: build.mutation<Contract, { id: string; body: ContractValues }>({
      query: ({ id, body }) => ({ url: contractUrl(id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Contract', id },
        { type: 'Contract', id: 'LIST' },
      ],
    }),
    copyContract: build.mutation<Contract, { id: string; body: ContractCopyValues }>({
      query: ({ id, body }) => ({ url: `${contractUrl(id)}/copy`, method: 'POST', body }),
      invalidatesTags: [{ type: 'Contract', id: 'LIST' }],
    }),
  }),
});

export const {
  useListContractsQuery,
  useLazyListContractsQuery,
  useGetContractQuery,
  useCreateContractMutation,
  useUpdateContractMutation,
  useCopyContractMutation,
} = contractsApi;
