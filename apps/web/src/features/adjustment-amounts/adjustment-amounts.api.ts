import type {
  AdjustmentAmount,
  AdjustmentAmountValues,
  ChangeHistoryEntry,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** Whose adjustments: a client's (請求) or a contractor driver's (支払). */
export type AdjustmentParent = { kind: 'client' | 'driver'; id: string };

const baseUrl = ({ kind, id }: AdjustmentParent) =>
  `/${kind === 'client' ? 'clients' : 'drivers'}/${encodeURIComponent(id)}/adjustment-amounts`;
const tagId = ({ kind, id }: AdjustmentParent) => `${kind}:${id}`;

/** An adjustment changes its parent's statement (the month close and the documents' totals). */
const changed = (parent: AdjustmentParent) => [
  { type: 'AdjustmentAmount' as const, id: tagId(parent) },
  'Statement' as const,
];

export const adjustmentAmountsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listAdjustmentAmounts: build.query<
      ListResponse<AdjustmentAmount>,
      { parent: AdjustmentParent; accountingMonth: string }
    >({
      query: ({ parent, accountingMonth }) => ({
        url: baseUrl(parent),
        params: { accountingMonth, perPage: 1000 },
      }),
      providesTags: (_result, _error, { parent }) => [{ type: 'AdjustmentAmount', id: tagId(parent) }],
    }),
    createAdjustmentAmount: build.mutation<
      AdjustmentAmount,
      { parent: AdjustmentParent; body: AdjustmentAmountValues }
    >({
      query: ({ parent, body }) => ({ url: baseUrl(parent), method: 'POST', body }),
      invalidatesTags: (_result, _error, { parent }) => changed(parent),
    }),
    updateAdjustmentAmount: build.mutation<
      AdjustmentAmount,
      { parent: AdjustmentParent; id: string; body: AdjustmentAmountValues }
    >({
      query: ({ parent, id, body }) => ({
        url: `${baseUrl(parent)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_result, _error, { parent }) => changed(parent),
    }),
    deleteAdjustmentAmount: build.mutation<void, { parent: AdjustmentParent; id: string }>({
      query: ({ parent, id }) => ({ url: `${baseUrl(parent)}/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { parent }) => changed(parent),
    }),
    getAdjustmentAmountHistory: build.query<
      ListResponse<ChangeHistoryEntry>,
      { parent: AdjustmentParent; id: string; page: number; perPage: number }
    >({
      query: ({ parent, id, page, perPage }) => ({
        url: `${baseUrl(parent)}/${encodeURIComponent(id)}/history`,
        params: { page, perPage },
      }),
      providesTags: (_result, _error, { parent }) => [{ type: 'AdjustmentAmount', id: tagId(parent) }],
    }),
  }),
});

export const {
  useListAdjustmentAmountsQuery,
  useCreateAdjustmentAmountMutation,
  useUpdateAdjustmentAmountMutation,
  useDeleteAdjustmentAmountMutation,
  useGetAdjustmentAmountHistoryQuery,
} = adjustmentAmountsApi;
