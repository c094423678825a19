import type { Bank, BankBranch, ListResponse, PostalAddress } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** Reference data changes with a package update, not while a form is open: keep answers 10 minutes. */
const KEEP_SECONDS = 600;

export const referenceDataApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** By the 7 digits of a postal code; a 404 means no address is known for it. */
    lookupPostalCode: build.query<PostalAddress, string>({
      query: (digits) => `/postal-codes/${encodeURIComponent(digits)}`,
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    searchBanks: build.query<ListResponse<Bank>, string>({
      query: (q) => ({ url: '/banks', params: q ? { q } : {} }),
      keepUnusedDataFor: KEEP_SECONDS,
    }),
    searchBranches: build.query<ListResponse<BankBranch>, { bankCode: string; q: string }>({
      query: ({ bankCode, q }) => ({
        url: `/banks/${encodeURIComponent(bankCode)}/branches`,
        params: q ? { q } : {},
      }),
      keepUnusedDataFor: KEEP_SECONDS,
    }),
  }),
});

export const {
  useLazyLookupPostalCodeQuery,
  useSearchBanksQuery,
  useLazySearchBanksQuery,
  useSearchBranchesQuery,
  useLazySearchBranchesQuery,
} = referenceDataApi;
