import type { Group, GroupListFilter, GroupValues, ListResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listGroups: build.query<ListResponse<Group>, GroupListFilter>({
      query: (params) => ({ url: '/groups', params }),
      providesTags: (result) => [
        { type: 'Group', id: 'LIST' },
        ...(result?.data ?? []).map((g) => ({ type: 'Group' as const, id: g.id })),
      ],
    }),
    getGroup: build.query<Group, string>({
      query: (id) => `/groups/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Group', id }],
    }),
    createGroup: build.mutation<Group, GroupValues>({
      query: (body) => ({ url: '/groups', method: 'POST', body }),
      invalidatesTags: [{ type: 'Group', id: 'LIST' }],
    }),
    // A renamed group shows under its new name in the driver lists too.
    updateGroup: build.mutation<Group, { id: string; body: GroupValues }>({
      query: ({ id, body }) => ({ url: `/groups/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Group', id },
        { type: 'Group', id: 'LIST' },
        { type: 'Driver', id: 'LIST' },
      ],
    }),
  }),
});

export const {
  useListGroupsQuery,
  useLazyListGroupsQuery,
  useGetGroupQuery,
  useCreateGroupMutation,
  useUpdateGroupMutation,
} = groupsApi;

/** Every group of the company (a carrier has a few dozen at most), for pickers and filters. */
export function useGroupOptions() {
  const { data } = useListGroupsQuery({ page: 1, perPage: 1000, sort: 'name' });
  return (data?.data ?? []).map((g) => ({ value: g.id, label: g.name }));
}
