import type {
  IssuedDocument,
  IssuedDocumentDetail,
  IssuedDocumentListQuery,
  ListResponse,
  SelfPaymentNotice,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const LIST = { type: 'IssuedDocument' as const, id: 'LIST' };

export const issuedDocumentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listIssuedDocuments: build.query<ListResponse<IssuedDocument>, IssuedDocumentListQuery>({
      query: (params) => ({ url: '/issued-documents', params }),
      providesTags: [LIST],
    }),
    getIssuedDocument: build.query<IssuedDocumentDetail, string>({
      query: (id) => `/issued-documents/${encodeURIComponent(id)}`,
      providesTags: (_result, _error, id) => [{ type: 'IssuedDocument', id }, LIST],
    }),
    listSelfPaymentNotices: build.query<ListResponse<SelfPaymentNotice>, void>({
      query: () => '/self/payment-notices',
      providesTags: [LIST],
    }),
    confirmPaymentNotice: build.mutation<SelfPaymentNotice, string>({
      query: (id) => ({ url: `/self/payment-notices/${encodeURIComponent(id)}/confirm`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListIssuedDocumentsQuery,
  useLazyListIssuedDocumentsQuery,
  useGetIssuedDocumentQuery,
  useListSelfPaymentNoticesQuery,
  useConfirmPaymentNoticeMutation,
} = issuedDocumentsApi;

/** Issuing or reissuing changes every list of documents (and the month's 発行/再発行 state). */
export const invalidateIssuedDocuments = () => api.util.invalidateTags([LIST]);
