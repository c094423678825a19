import { z } from 'zod';
import { intSchema, msg, optionalText, storedFileSchema } from './common.ts';
import type { DestinationStatus } from './destinations.ts';
import { coordinateSchema } from './partner-fields.ts';

/** 作業実績 (domain-model §3). */
export const destinationActionTypes = [
  'arrived',
  'work_started',
  'completed',
  'absent',
  'skipped',
  'waiting_started',
  'waiting_ended',
  'loading_started',
  'loading_ended',
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
] as const;
export type DestinationActionType = (typeof destinationActionTypes)[number];
export const destinationActionTypeLabels: Record<DestinationActionType, string> = {
  arrived: '到着',
  work_started: '作業開始',
  completed: '完了',
  absent: '不在',
  skipped: 'スキップ',
  waiting_started: '荷待ち開始',
  waiting_ended: '荷待ち終了',
  loading_started: '荷役開始',
  loading_ended: '荷役終了',
  carried_back: '持戻り',
  redelivery_requested: '再配達依頼',
  partial: '一部配達',
  refused: '受取拒否',
};

/**
 * The outcomes that end a stop without delivering everything: each makes the stop's status its own
 * name, takes photos (the 不在票, the parcel) and a reason; the stop is done for the course's
 * progress but stays undelivered (offered for carry-over, see undeliveredDestinationStatuses).
 */
export const undeliveredOutcomeTypes = [
  'absent',
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
] as const satisfies readonly DestinationActionType[];
export type UndeliveredOutcomeType = (typeof undeliveredOutcomeTypes)[number];
export const isUndeliveredOutcome = (type: DestinationActionType): type is UndeliveredOutcomeType =>
  (undeliveredOutcomeTypes as readonly string[]).includes(type);
/** Outcomes whose reason must be given (a 不在 explains itself). */
export const reasonRequiredTypes: readonly DestinationActionType[] = [
  'carried_back',
  'redelivery_requested',
  'partial',
  'refused',
];
/** Actions that may carry photos: the proof of a 完了 or 一部配達, the 不在票 and the parcel of the others. */
export const photoActionTypes: readonly DestinationActionType[] = ['completed', ...undeliveredOutcomeTypes];
/** Actions that may carry the 受領サイン: someone received (part of) the goods. */
export const signatureActionTypes: readonly DestinationActionType[] = ['completed', 'partial'];

/** Reasons the driver picks from (free text is accepted too). */
export const outcomeReasonSuggestions: Record<UndeliveredOutcomeType, readonly string[]> = {
  absent: ['呼び鈴に応答なし', '宅配ボックス満杯'],
  carried_back: ['不在のため持戻り', '時間指定に間に合わないため', '住所不明', '荷物の破損'],
  redelivery_requested: ['お客様から再配達の依頼', '不在票を見たお客様から連絡'],
  partial: ['荷物の一部が破損', '荷物の一部が未着', '置き場所が足りない'],
  refused: ['注文していないとのこと', '荷物の破損', '受取人が転居済み'],
};

export const destinationActionLabels = {
  type: '作業',
  at: '日時',
  latitude: '緯度',
  longitude: '経度',
  memo: '備考',
  clientActionId: '端末の記録ID',
  reason: '理由',
  redeliveryAt: '再配達の希望日時',
  deliveredQuantity: '配達した個数',
} as const;
const L = destinationActionLabels;

/** An instant (ISO 8601 with offset), not more than 5 minutes ahead of the server's clock. */
export const pastInstantSchema = (label: string) =>
  z
    .string({ error: `${label}は日時（ISO 8601）で入力してください` })
    .refine((v) => /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: `${label}は日時（ISO 8601、時差付き）で入力してください`,
      abort: true,
    })
    .refine((v) => Date.parse(v) <= Date.now() + 5 * 60_000, {
      error: `${label}に未来の日時は指定できません`,
    })
    .refine((v) => Date.parse(v) >= Date.parse('2000-01-01T00:00:00Z'), {
      error: `${label}は2000年以降の日時で入力してください`,
    })
    .transform((v) => new Date(v).toISOString());

/** A wished time: an instant with offset (a redelivery is usually later than now, so no future limit). */
export const instantSchema = (label: string) =>
  z
    .string({ error: `${label}は日時（ISO 8601）で入力してください` })
    .refine((v) => /[zZ]|[+-]\d{2}:?\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
      error: `${label}は日時（ISO 8601、時差付き）で入力してください`,
      abort: true,
    })
    .refine((v) => Date.parse(v) >= Date.parse('2000-01-01T00:00:00Z'), {
      error: `${label}は2000年以降の日時で入力してください`,
    })
    .transform((v) => new Date(v).toISOString());

/** The fields of an action (without the rules across fields, so a form schema can extend them). */
export const destinationActionShape = z.object({
  type: z.enum(destinationActionTypes, { error: msg.select(L.type) }),
  /** When it happened; now when absent (an offline phone sends the time it was recorded). */
  at: pastInstantSchema(L.at).optional(),
  latitude: coordinateSchema(L.latitude, 90),
  longitude: coordinateSchema(L.longitude, 180),
  memo: optionalText(L.memo, 2000),
  /** Made by the phone: a retried post with the same id answers the first record, never a second. */
  clientActionId: z
    .uuid({ error: msg.uuid(L.clientActionId) })
    .nullish()
    .transform((v) => v ?? null),
  /** Why the stop ends undelivered (required for 持戻り, 再配達依頼, 一部配達, 受取拒否). */
  reason: optionalText(L.reason, 500),
  /** 再配達依頼 only, and required there: when the consignee wants it. */
  redeliveryAt: instantSchema(L.redeliveryAt)
    .nullish()
    .transform((v) => v ?? null),
  /** 一部配達 only, and required there: how many pieces were handed over. */
  deliveredQuantity: intSchema(L.deliveredQuantity, 0, 1_000_000)
    .nullish()
    .transform((v) => v ?? null),
});

type OutcomeFields = {
  type: DestinationActionType;
  reason: string | null;
  redeliveryAt: string | null;
  deliveredQuantity: number | null;
};

/** The rules across fields: what each outcome needs, and fields that belong to another type. */
export function checkOutcomeFields(v: OutcomeFields, ctx: z.RefinementCtx) {
  const issue = (path: keyof OutcomeFields, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  const label = destinationActionTypeLabels[v.type];
  if (reasonRequiredTypes.includes(v.type) && !v.reason)
    issue('reason', `${label}の${L.reason}を入力してください`);
  if (v.type === 'redelivery_requested' && !v.redeliveryAt)
    issue('redeliveryAt', msg.required(L.redeliveryAt));
  if (v.type !== 'redelivery_requested' && v.redeliveryAt)
    issue('redeliveryAt', `${L.redeliveryAt}は「再配達依頼」のときだけ指定できます`);
  if (v.type === 'partial' && v.deliveredQuantity === null)
    issue('deliveredQuantity', msg.required(L.deliveredQuantity));
  if (v.type !== 'partial' && v.deliveredQuantity !== null)
    issue('deliveredQuantity', `${L.deliveredQuantity}は「一部配達」のときだけ指定できます`);
}

export const destinationActionInput = destinationActionShape.superRefine(checkOutcomeFields);
export type DestinationActionInput = z.input<typeof destinationActionInput>;
export type DestinationActionValues = z.output<typeof destinationActionInput>;

export const destinationActionSchema = z.object({
  id: z.uuid(),
  destinationId: z.uuid(),
  courseId: z.uuid(),
  type: z.enum(destinationActionTypes),
  at: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  memo: z.string().nullable(),
  clientActionId: z.uuid().nullable(),
  reason: z.string().nullable(),
  redeliveryAt: z.string().nullable(),
  deliveredQuantity: z.number().int().nullable(),
  /** Who recorded it (the driver, or staff correcting the record). */
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
  /** Photos (in the order sent: proof of a 完了, the 不在票…) and the 受領サイン (PNG). */
  proofImages: z.array(storedFileSchema),
  signatureImage: storedFileSchema.nullable(),
});
export type DestinationAction = z.infer<typeof destinationActionSchema>;

/** Undelivered stops a later visit the same day may still finish (the consignee came home, called). */
const RETRYABLE: readonly DestinationStatus[] = ['absent', 'carried_back', 'redelivery_requested'];

/**
 * The status a destination moves to when an action is recorded, or null when the action is
 * impossible from where it is (completing a skipped stop, anything on a carried-over one): 409.
 * Waiting and loading are work at the stop: they mark a pending stop arrived and change nothing else.
 * An outcome makes the status its own name; after a 不在 the driver may still take the parcel back
 * (持戻り) or note a 再配達依頼, and a 不在, 持戻り or 再配達依頼 may be visited again (到着, 完了).
 */
export function nextDestinationStatus(
  current: DestinationStatus,
  action: DestinationActionType,
): DestinationStatus | null {
  const open = current === 'pending' || current === 'arrived';
  const retry = RETRYABLE.includes(current);
  switch (action) {
    case 'arrived':
      return open || retry ? 'arrived' : null;
    case 'work_started':
    case 'waiting_started':
    case 'waiting_ended':
    case 'loading_started':
    case 'loading_ended':
      return open ? 'arrived' : null;
    case 'completed':
    case 'skipped':
      return open || retry ? action : null;
    case 'absent':
    case 'partial':
    case 'refused':
      return open ? action : null;
    case 'carried_back':
    case 'redelivery_requested':
      return open || current === 'absent' ? action : null;
  }
}

/**
 * The status that a destination's remaining actions (in time order) give it: used after staff delete
 * an action. Actions that would be impossible in sequence are passed over.
 */
export function destinationStatusOf(actions: readonly { type: DestinationActionType }[]): DestinationStatus {
  let status: DestinationStatus = 'pending';
  for (const action of actions) status = nextDestinationStatus(status, action.type) ?? status;
  return status;
}

/** The 409 message of an impossible action. */
export function impossibleActionMessage(current: DestinationStatus, action: DestinationActionType): string {
  const from = {
    pending: '未着',
    arrived: '到着済み',
    completed: '完了済み',
    absent: '不在',
    skipped: 'スキップ済み',
    carried_over: '別の日に繰り越した',
    carried_back: '持戻り',
    redelivery_requested: '再配達依頼',
    partial: '一部配達',
    refused: '受取拒否',
  }[current];
  return `${from}の配送先には「${destinationActionTypeLabels[action]}」を記録できません。`;
}

/**
 * What an outcome says besides its name, in one line for staff, the driver and the shipper:
 * 「理由：破損・再配達 11/28 14:00」「配達 2個」. Empty for an action without details.
 */
export function outcomeDetailText(action: {
  reason: string | null;
  redeliveryAt: string | null;
  deliveredQuantity: number | null;
}): string {
  const when = action.redeliveryAt
    ? new Intl.DateTimeFormat('ja-JP', {
        timeZone: 'Asia/Tokyo',
        month: 'numeric',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }).format(new Date(action.redeliveryAt))
    : null;
  return [
    action.deliveredQuantity !== null ? `配達 ${action.deliveredQuantity}個` : null,
    when ? `再配達 ${when}` : null,
    action.reason ? `理由：${action.reason}` : null,
  ]
    .filter(Boolean)
    .join('・');
}
