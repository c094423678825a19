import type { ListResponse, Partner, PartnerCandidate } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Partner'] });
const LIST = { type: 'Partner' as const, id: 'LIST' };

export const partnersApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listPartners: build.query<ListResponse<Partner>, void>({
      query: () => '/partners',
      providesTags: [LIST],
    }),
    partnerCandidates: build.query<ListResponse<PartnerCandidate>, { q: string }>({
      query: (params) => ({ url: '/partners/candidates', params }),
      providesTags: [LIST],
    }),
    addPartner: build.mutation<Partner, { companyId: string }>({
      query: (body) => ({ url: '/partners', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),
    removePartner: build.mutation<void, { companyId: string }>({
      query: ({ companyId }) => ({ url: `/partners/${encodeURIComponent(companyId)}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useListPartnersQuery,
  usePartnerCandidatesQuery,
  useAddPartnerMutation,
  useRemovePartnerMutation,
} = partnersApi;
