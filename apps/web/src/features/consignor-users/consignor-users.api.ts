import type {
  ConsignorUser,
  ConsignorUserCreateValues,
  ConsignorUserListFilter,
  ConsignorUserValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const consignorUsersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listConsignorUsers: build.query<ListResponse<ConsignorUser>, ConsignorUserListFilter>({
      query: (params) => ({ url: '/consignor/users', params }),
      providesTags: (result) => [
        { type: 'ConsignorUser', id: 'LIST' },
        ...(result?.data ?? []).map((u) => ({ type: 'ConsignorUser' as const, id: u.id })),
      ],
    }),
    createConsignorUser: build.mutation<ConsignorUser, ConsignorUserCreateValues>({
      query: (body) => ({ url: '/consignor/users', method: 'POST', body }),
      invalidatesTags: [{ type: 'ConsignorUser', id: 'LIST' }],
    }),
    updateConsignorUser: build.mutation<ConsignorUser, { id: string; body: ConsignorUserValues }>({
      query: ({ id, body }) => ({ url: `/consignor/users/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'ConsignorUser', id },
        { type: 'ConsignorUser', id: 'LIST' },
      ],
    }),
    sendConsignorLoginMail: build.mutation<{ sent: number }, { ids: readonly string[] }>({
      query: (body) => ({ url: '/consignor/users/sendLoginMail', method: 'POST', body }),
    }),
  }),
});

export const {
  useListConsignorUsersQuery,
  useLazyListConsignorUsersQuery,
  useCreateConsignorUserMutation,
  useUpdateConsignorUserMutation,
  useSendConsignorLoginMailMutation,
} = consignorUsersApi;
