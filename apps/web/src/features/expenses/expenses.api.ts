import type {
  ApprovalDecisionInput,
  ChangeHistoryEntry,
  Expense,
  ExpenseBulkDecisionInput,
  ExpenseListQuery,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** Where an expense hangs: a stop, or the whole course. */
export type ExpenseParentRef = { destinationId: string | null; courseId: string };

/** The write URLs of an expense's parent (the spec's destination routes, or the course's own). */
export const parentUrl = (p: ExpenseParentRef) =>
  p.destinationId
    ? `/destinations/${encodeURIComponent(p.destinationId)}/expenses`
    : `/course-expenses/${encodeURIComponent(p.courseId)}`;

const LIST = { type: 'Expense' as const, id: 'LIST' };
const tagsOf = (result: ListResponse<Expense> | undefined) => [
  LIST,
  ...(result?.data ?? []).map((e) => ({ type: 'Expense' as const, id: e.id })),
];
const changed = (result: Expense | undefined) => [
  LIST,
  ...(result ? [{ type: 'Expense' as const, id: result.id }] : []),
];

export const expensesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listExpenses: build.query<ListResponse<Expense>, ExpenseListQuery>({
      query: (params) => ({ url: '/expenses', params }),
      providesTags: tagsOf,
    }),
    getExpense: build.query<Expense, string>({
      query: (id) => `/expenses/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'Expense', id }],
    }),
    // Tagged with the expense itself: a decision or an edit refreshes its history.
    getExpenseHistory: build.query<
      ListResponse<ChangeHistoryEntry>,
      { id: string; page: number; perPage: number }
    >({
      query: ({ id, page, perPage }) => ({
        url: `/expenses/${encodeURIComponent(id)}/history`,
        params: { page, perPage },
      }),
      providesTags: (_result, _error, { id }) => [{ type: 'Expense', id }],
    }),
    listSelfExpenses: build.query<ListResponse<Expense>, string>({
      query: (deliveryDate) => ({ url: '/self/expenses', params: { deliveryDate } }),
      providesTags: tagsOf,
    }),
    /** New (POST) or edited (PUT, with id): multipart, the receipts as `receiptImages`. */
    saveExpense: build.mutation<Expense, { parent: ExpenseParentRef; id?: string; body: FormData }>({
      query: ({ parent, id, body }) => ({
        url: id ? `${parentUrl(parent)}/${encodeURIComponent(id)}` : parentUrl(parent),
        method: id ? 'PUT' : 'POST',
        body,
      }),
      invalidatesTags: changed,
    }),
    requestExpenseApproval: build.mutation<Expense, { parent: ExpenseParentRef; id: string }>({
      query: ({ parent, id }) => ({
        url: `${parentUrl(parent)}/${encodeURIComponent(id)}/request-approval`,
        method: 'POST',
      }),
      invalidatesTags: changed,
    }),
    decideExpense: build.mutation<
      Expense,
      { parent: ExpenseParentRef; id: string; body: ApprovalDecisionInput }
    >({
      query: ({ parent, id, body }) => ({
        url: `${parentUrl(parent)}/${encodeURIComponent(id)}/update-status`,
        method: 'POST',
        body,
      }),
      invalidatesTags: (result) => [...changed(result), 'Alert', 'Statement'],
    }),
    decideExpenses: build.mutation<ListResponse<Expense>, ExpenseBulkDecisionInput>({
      query: (body) => ({ url: '/expenses/actions/update-status', method: 'POST', body }),
      invalidatesTags: (result) => [...tagsOf(result), 'Alert', 'Statement'],
    }),
  }),
});

export const {
  useListExpensesQuery,
  useLazyListExpensesQuery,
  useGetExpenseQuery,
  useGetExpenseHistoryQuery,
  useListSelfExpensesQuery,
  useSaveExpenseMutation,
  useRequestExpenseApprovalMutation,
  useDecideExpenseMutation,
  useDecideExpensesMutation,
} = expensesApi;
