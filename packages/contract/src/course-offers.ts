import { z } from 'zod';
import {
  booleanText,
  dateSchema,
  intSchema,
  msg,
  optionalText,
  paginationQuery,
  uuidSchema,
} from './common.ts';
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
} as const;
const L = courseOfferLabels;

export const COURSE_OFFER_MAX_FEE = 10_000_000;

export const courseOfferInput = z.object({
  courseId: uuidSchema(L.courseId),
  fee: intSchema(L.fee, 0, COURSE_OFFER_MAX_FEE),
  message: optionalText(L.message, 1000),
  expiresAt: z.iso.datetime({ offset: true, error: `${L.expiresAt}は日時で入力してください` }),
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

export const carrierRegisterRowSchema = z.object({
  /** The offer's id. */
  id: z.uuid(),
  deliveryDate: z.string(),
  courseName: z.string(),
  /** 荷主 (the consignor) when the course came from one, and the company's client. */
  consignorName: z.string().nullable(),
  clientName: z.string().nullable(),
  /** 実運送事業者: the company that actually carries. */
  carrierName: z.string(),
  fee: z.number().int(),
  acceptedAt: z.string(),
});
export type CarrierRegisterRow = z.infer<typeof carrierRegisterRowSchema>;

export const carrierRegisterColumnLabels = {
  deliveryDate: '運行日',
  courseName: 'コース',
  consignorName: '荷主',
  clientName: '取引先',
  carrierName: '実運送事業者',
  fee: '傭車料',
  acceptedAt: '成立日時',
} as const;
