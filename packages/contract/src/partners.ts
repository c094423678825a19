import { z } from 'zod';
import { msg, searchTermQuery, uuidSchema } from './common.ts';

/**
 * 傭車先 (issue 22): the companies a company lists as its partners. One-way: a company's list is
 * whom its offers "to partners" are shown to; being on another's list asks nothing of the partner.
 */
export const partnerLabels = { companyId: '会社', q: '会社名' } as const;

export const partnerInput = z.object({ companyId: uuidSchema(partnerLabels.companyId) });
export type PartnerInput = z.input<typeof partnerInput>;

export const partnerParams = z.object({ companyId: uuidSchema(partnerLabels.companyId) });

export const partnerSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
});
export type Partner = z.infer<typeof partnerSchema>;

/** GET /partners/candidates: other active companies found by name (at most 20). */
export const partnerCandidatesQuery = z.object({
  q: searchTermQuery.refine((v) => v.trim().length > 0, { error: msg.required(partnerLabels.q) }),
});
export const partnerCandidateSchema = z.object({
  companyId: z.uuid(),
  name: z.string(),
  /** Already on the company's list. */
  isPartner: z.boolean(),
});
export type PartnerCandidate = z.infer<typeof partnerCandidateSchema>;
export const PARTNER_CANDIDATES_MAX = 20;

/** Whom an offer is shown to: the offering company's partners only, or every company. */
export const offerAudiences = ['partners', 'all'] as const;
export type OfferAudience = (typeof offerAudiences)[number];
export const offerAudienceLabels: Record<OfferAudience, string> = {
  partners: '傭車先のみ',
  all: 'すべての会社',
};
