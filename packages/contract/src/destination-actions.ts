import { z } from 'zod';
import { msg, optionalText, storedFileSchema } from './common.ts';
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
};

export const destinationActionLabels = {
  type: '作業',
  at: '日時',
  latitude: '緯度',
  longitude: '経度',
  memo: '備考',
  clientActionId: '端末の記録ID',
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

export const destinationActionInput = z.object({
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
});
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
  /** Who recorded it (the driver, or staff correcting the record). */
  recordedByName: z.string().nullable(),
  createdAt: z.string(),
  /** Proof of delivery of a 完了: the photos (in the order sent) and the 受領サイン (PNG). */
  proofImages: z.array(storedFileSchema),
  signatureImage: storedFileSchema.nullable(),
});
export type DestinationAction = z.infer<typeof destinationActionSchema>;

/**
 * The status a destination moves to when an action is recorded, or null when the action is
 * impossible from where it is (completing a skipped stop, anything on a carried-over one): 409.
 * Waiting and loading are work at the stop: they mark a pending stop arrived and change nothing else.
 */
export function nextDestinationStatus(
  current: DestinationStatus,
  action: DestinationActionType,
): DestinationStatus | null {
  const open = current === 'pending' || current === 'arrived';
  switch (action) {
    case 'arrived':
      return open || current === 'absent' ? 'arrived' : null;
    case 'work_started':
    case 'waiting_started':
    case 'waiting_ended':
    case 'loading_started':
    case 'loading_ended':
      return open ? 'arrived' : null;
    case 'completed':
      return open || current === 'absent' ? 'completed' : null;
    case 'absent':
      return open ? 'absent' : null;
    case 'skipped':
      return open || current === 'absent' ? 'skipped' : null;
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
  }[current];
  return `${from}の配送先には「${destinationActionTypeLabels[action]}」を記録できません。`;
}
