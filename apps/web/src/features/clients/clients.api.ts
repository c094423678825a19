import type {
  Client,
  ClientBase,
  ClientBaseValues,
  ClientListFilter,
  ClientValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const clientUrl = (id: string) => `/clients/${encodeURIComponent(id)}`;

export const clientsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClients: build.query<ListResponse<Client>, Partial<ClientListFilter>>({
      query: (params) => ({ url: '/clients', params }),
      providesTags: (result) => [
        { type: 'Client', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Client' as const, id: c.id })),
      ],
    }),
    getClient: build.query<Client, string>({
      query: (id) => clientUrl(id),
      providesTags: (_result, _error, id) => [{ type: 'Client', id }],
    }),
    createClient: build.mutation<Client, ClientValues>({
      query: (body) => ({ url: '/clients', method: 'POST', body }),
      invalidatesTags: [{ type: 'Client', id: 'LIST' }],
    }),
    updateClient: build.mutation<Client, { id: string; body: ClientValues }>({
      query: ({ id, body }) => ({ url: clientUrl(id), method: 'PUT', body }),
      // Contracts show their client's name.
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Client', id },
        { type: 'Client', id: 'LIST' },
        'Contract',
      ],
    }),
    // A client's bases: few per client, read as one list.
    listClientBases: build.query<ListResponse<ClientBase>, string>({
      query: (clientId) => ({ url: `${clientUrl(clientId)}/bases`, params: { perPage: 1000 } }),
      providesTags: (_result, _error, clientId) => [{ type: 'ClientBase', id: clientId }],
    }),
    createClientBase: build.mutation<ClientBase, { clientId: string; body: ClientBaseValues }>({
      query: ({ clientId, body }) => ({ url: `${clientUrl(clientId)}/bases`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'ClientBase', id: clientId }, 'Base'],
    }),
    updateClientBase: build.mutation<ClientBase, { clientId: string; id: string; body: ClientBaseValues }>({
      query: ({ clientId, id, body }) => ({
        url: `${clientUrl(clientId)}/bases/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'ClientBase', id: clientId }, 'Base'],
    }),
    deleteClientBase: build.mutation<void, { clientId: string; id: string }>({
      query: ({ clientId, id }) => ({
        url: `${clientUrl(clientId)}/bases/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_result, _error, { clientId }) => [{ type: 'ClientBase', id: clientId }, 'Base'],
    }),
  }),
});

export const {
  useListClientsQuery,
  useLazyListClientsQuery,
  useGetClientQuery,
  useCreateClientMutation,
  useUpdateClientMutation,
  useListClientBasesQuery,
  useCreateClientBaseMutation,
  useUpdateClientBaseMutation,
  useDeleteClientBaseMutation,
} = clientsApi;
