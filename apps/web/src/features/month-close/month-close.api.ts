import type {
  ClientStatementDetail,
  ClientStatementSummary,
  DriverStatementDetail,
  DriverStatementSummary,
  ListResponse,
  PartnerInvoiceValues,
  SubcontractPayable,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

// Issuing a document (IssuedDocument LIST) changes the issue state; adjustments invalidate 'Statement'.
const tags = ['Statement' as const, { type: 'IssuedDocument' as const, id: 'LIST' }];

export const monthCloseApi = api.injectEndpoints({
  endpoints: (build) => ({
    listClientStatements: build.query<ListResponse<ClientStatementSummary>, string>({
      query: (accountingMonth) => ({ url: '/statements/clients', params: { accountingMonth } }),
      providesTags: tags,
    }),
    getClientStatement: build.query<ClientStatementDetail, { clientId: string; accountingMonth: string }>({
      query: ({ clientId, accountingMonth }) => ({
        url: `/statements/clients/${encodeURIComponent(clientId)}`,
        params: { accountingMonth },
      }),
      providesTags: tags,
    }),
    listDriverStatements: build.query<ListResponse<DriverStatementSummary>, string>({
      query: (accountingMonth) => ({ url: '/statements/drivers', params: { accountingMonth } }),
      providesTags: tags,
    }),
    getDriverStatement: build.query<DriverStatementDetail, { driverId: string; accountingMonth: string }>({
      query: ({ driverId, accountingMonth }) => ({
        url: `/statements/drivers/${encodeURIComponent(driverId)}`,
        params: { accountingMonth },
      }),
      providesTags: tags,
    }),
    listSubcontractPayables: build.query<ListResponse<SubcontractPayable>, string>({
      query: (accountingMonth) => ({ url: '/statements/subcontracts', params: { accountingMonth } }),
      providesTags: tags,
    }),
    recordPartnerInvoice: build.mutation<
      SubcontractPayable,
      { partnerCompanyId: string; accountingMonth: string; body: PartnerInvoiceValues }
    >({
      query: ({ partnerCompanyId, accountingMonth, body }) => ({
        url: `/statements/subcontracts/${encodeURIComponent(partnerCompanyId)}/invoice`,
        method: 'PUT',
        params: { accountingMonth },
        body,
      }),
      invalidatesTags: ['Statement'],
    }),
  }),
});

export const {
  useListClientStatementsQuery,
  useGetClientStatementQuery,
  useListDriverStatementsQuery,
  useGetDriverStatementQuery,
  useListSubcontractPayablesQuery,
  useRecordPartnerInvoiceMutation,
} = monthCloseApi;
