import { z } from 'zod';
import { contractorPaymentDueDate } from './accounting-month.ts';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  uuidSchema,
} from './common.ts';
import { offerAudiences } from './partners.ts';
import { courseOfferStatuses } from './platform-states.ts';

/** 傭車依頼 (domain-model §5): the Japanese name of every field. */
export const courseOfferLabels = {
  courseId: 'コース',
  fee: '傭車料',
  message: 'メッセージ',
  expiresAt: '募集期限',
  status: '状態',
  requester: '依頼元',
  active: '募集中のみ',
  from: '期間（開始）',
  to: '期間（終了）',
  cargo: '貨物の内容',
  fromArea: '区間（発地）',
  toArea: '区間（着地）',
  incidentalWork: '附帯業務の内容',
  incidentalFee: '附帯業務料',
  fuelSurcharge: '燃料サーチャージ',
  paymentDueOn: '支払期日',
  audience: '公開範囲',
} as const;
const L = courseOfferLabels;

export const COURSE_OFFER_MAX_FEE = 10_000_000;

/**
 * The offer is also the transport contract's terms (貨物自動車運送事業法, 2025-04): what is carried
 * between which areas, the fee, 附帯業務 and its fee, the fuel surcharge and the payment date; they
 * are printed on the 書面 both companies receive on acceptance. Amounts are yen before tax. Left out,
 * cargo and areas come from the course's stops and the payment date is 運行日の翌月末 (see
 * docs/decisions/038-course-offers.md).
 */
export const courseOfferInput = z
  .object({
    courseId: uuidSchema(L.courseId),
    fee: intSchema(L.fee, 0, COURSE_OFFER_MAX_FEE),
    message: optionalText(L.message, 1000),
    expiresAt: z.iso.datetime({ offset: true, error: `${L.expiresAt}は日時で入力してください` }),
    cargo: optionalText(L.cargo, 200),
    fromArea: optionalText(L.fromArea, 100),
    toArea: optionalText(L.toArea, 100),
    incidentalWork: optionalText(L.incidentalWork, 500),
    incidentalFee: intSchema(L.incidentalFee, 0, COURSE_OFFER_MAX_FEE).default(0),
    fuelSurcharge: intSchema(L.fuelSurcharge, 0, COURSE_OFFER_MAX_FEE).default(0),
    paymentDueOn: dateSchema(L.paymentDueOn).optional(),
    /** partners: shown only to the companies on the offering company's 傭車先 list (others: 404). */
    audience: z.enum(offerAudiences, { error: msg.select(L.audience) }).default('all'),
  })
  .refine((o) => o.incidentalFee === 0 || o.incidentalWork !== null, {
    path: ['incidentalWork'],
    error: '附帯業務料を入力した場合は附帯業務の内容を入力してください',
  });
export type CourseOfferValues = z.output<typeof courseOfferInput>;
export type CourseOfferInput = z.input<typeof courseOfferInput>;

export const courseOfferListQuery = paginationQuery.extend({
  /** true: only open offers whose deadline has not passed. */
  active: booleanText(L.active).optional(),
  /** me: the company's own offers; otherwise the offers of other companies. */
  requester: z.enum(['me'], { error: msg.select(L.requester) }).optional(),
});
export type CourseOfferListQuery = z.input<typeof courseOfferListQuery>;
export type CourseOfferListFilter = z.output<typeof courseOfferListQuery>;

/** An offer with the course's summary, as the offering company and the others see it. */
export const courseOfferSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  courseName: z.string(),
  deliveryDate: z.string(),
  destinationCount: z.number().int(),
  /** 都道府県＋市区町村 of the first and the last stop. */
  firstArea: z.string().nullable(),
  lastArea: z.string().nullable(),
  totalQuantity: z.number().int(),
  totalWeightKg: z.number(),
  fee: z.number().int(),
  message: z.string().nullable(),
  expiresAt: z.string(),
  /** An open offer past its deadline reads as expired. */
  status: z.enum(courseOfferStatuses),
  /** 貨物の内容 and 区間 as agreed (offers made before they were recorded have none). */
  cargo: z.string().nullable(),
  fromArea: z.string().nullable(),
  toArea: z.string().nullable(),
  incidentalWork: z.string().nullable(),
  incidentalFee: z.number().int(),
  fuelSurcharge: z.number().int(),
  paymentDueOn: z.string().nullable(),
  audience: z.enum(offerAudiences),
  /** 請負階層 the accepting company takes: 1 for the 元請's own offer, one more per re-offer. */
  tier: z.number().int(),
  /** 元請: shown to the parties of the offer (the subcontractors must know whom they report to). */
  primeCompanyName: z.string().nullable(),
  /** The offering company. */
  companyName: z.string(),
  /** true when the signed-in company made the offer. */
  own: z.boolean(),
  /** Shown to the offering company only. */
  clientName: z.string().nullable(),
  acceptedCompanyName: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseOffer = z.infer<typeof courseOfferSchema>;

/** 実運送体制管理簿: the offering company's accepted offers in a period of delivery dates. */
export const carrierRegisterQuery = paginationQuery
  .extend({
    from: dateSchema(L.from).optional(),
    to: dateSchema(L.to).optional(),
  })
  .refine((q) => !q.from || !q.to || q.to >= q.from, {
    path: ['to'],
    error: '期間（終了）は期間（開始）以降の日付を指定してください',
  });
export type CarrierRegisterQuery = z.input<typeof carrierRegisterQuery>;

/**
 * One contract of a chain (元請 → 1次 → 2次 …) in the 実運送体制管理簿. A company sees every contract
 * from its own place in the chain downward (the 元請: the whole chain); the fee only of the contracts
 * it is a party to; above its own contract, only the 元請's name.
 */
export const carrierRegisterRowSchema = z.object({
  /** The offer's id. */
  id: z.uuid(),
  /** The id of the chain's first offer (the 元請's): rows of one shipment share it. */
  chainId: z.uuid(),
  /** 請負階層 of carrierName: 1 for the company that took the course from the 元請. */
  tier: z.number().int(),
  deliveryDate: z.string(),
  courseName: z.string(),
  /** 荷主 (the consignor) when the course came from one; the offering company's client (its own rows). */
  consignorName: z.string().nullable(),
  clientName: z.string().nullable(),
  /** 貨物の内容 and 区間 (null only on offers made before they were recorded). */
  cargo: z.string().nullable(),
  fromArea: z.string().nullable(),
  toArea: z.string().nullable(),
  /** 元請事業者. */
  primeCompanyName: z.string(),
  /** 委託元: the company that offered at this tier. */
  offeredByName: z.string(),
  /** 受託事業者: the company that took the course at this tier. */
  carrierName: z.string(),
  /** 実運送事業者: the company at the end of the chain, which carries the goods. */
  actualCarrierName: z.string(),
  /** true on the chain's last contract (carrierName is the actual carrier). */
  actual: z.boolean(),
  /** 傭車料 (before tax), shown to the two parties of this contract only. */
  fee: z.number().int().nullable(),
  acceptedAt: z.string(),
  /** The signed-in company's 運送契約書面 of this contract in 発行済み書類 (parties only). */
  documentId: z.uuid().nullable(),
});
export type CarrierRegisterRow = z.infer<typeof carrierRegisterRowSchema>;

export const carrierRegisterColumnLabels = {
  deliveryDate: '運行日',
  tier: '請負階層',
  courseName: 'コース',
  consignorName: '荷主',
  clientName: '取引先',
  cargo: '貨物の内容',
  area: '区間',
  primeCompanyName: '元請事業者',
  offeredByName: '委託元',
  carrierName: '受託事業者',
  actualCarrierName: '実運送事業者',
  fee: '傭車料（税抜）',
  acceptedAt: '成立日時',
} as const;

/** 1次 / 2次 …: how a tier reads. */
export const tierLabel = (tier: number) => `${tier}次`;

/** 支払期日 when none is given, and the latest allowed: 運行日の翌月末 (60日 read as 2か月 under a monthly closing). */
export const latestPaymentDueOn = (deliveryDate: string) =>
  contractorPaymentDueDate(deliveryDate.slice(0, 7));
