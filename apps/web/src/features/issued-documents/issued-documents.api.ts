import type {
  IssuedDocument,
  IssuedDocumentDetail,
  IssuedDocumentListQuery,
  ListResponse,
  PaymentNoticeQuestionThread,
  SelfPaymentNotice,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const LIST = { type: 'IssuedDocument' as const, id: 'LIST' };
const ALERTS = 'Alert' as const;

/** Who reads a notice's question thread: the contractor himself (/self) or the office. */
export type QuestionSide = 'driver' | 'office';
const questionUrl = (side: QuestionSide, id: string) =>
  `${side === 'driver' ? '/self' : ''}/payment-notices/${encodeURIComponent(id)}/question`;
const threadTag = (id: string) => ({ type: 'IssuedDocument' as const, id: `question:${id}` });

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
    paymentNoticeQuestion: build.query<PaymentNoticeQuestionThread, { side: QuestionSide; id: string }>({
      query: ({ side, id }) => questionUrl(side, id),
      providesTags: (_result, _error, { id }) => [threadTag(id)],
    }),
    /** The contractor's question (問い合わせる) or the office's answer. */
    sendPaymentNoticeQuestion: build.mutation<
      PaymentNoticeQuestionThread,
      { side: QuestionSide; id: string; message: string }
    >({
      query: ({ side, id, message }) => ({
        url: side === 'driver' ? questionUrl(side, id) : `${questionUrl(side, id)}/answer`,
        method: 'POST',
        body: { message },
      }),
      invalidatesTags: (_result, _error, { id }) => [threadTag(id), LIST, ALERTS],
    }),
  }),
});

export const {
  useListIssuedDocumentsQuery,
  useLazyListIssuedDocumentsQuery,
  useGetIssuedDocumentQuery,
  useListSelfPaymentNoticesQuery,
  useConfirmPaymentNoticeMutation,
  usePaymentNoticeQuestionQuery,
  useSendPaymentNoticeQuestionMutation,
} = issuedDocumentsApi;

/** Issuing or reissuing changes every list of documents (and the month's 発行/再発行 state). */
export const invalidateIssuedDocuments = () => api.util.invalidateTags([LIST]);
