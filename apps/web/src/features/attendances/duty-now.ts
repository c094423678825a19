import {
  type AttendanceType,
  type DutyState,
  isPositiveReading,
  type SelfAttendanceDay,
} from '@rikuun/contract';

/**
 * A record as the card needs it: what and when (from the server or still in the outbox); `barred` for
 * a 出勤 with a positive alcohol reading, which starts no duty (乗務禁止).
 */
export type DutyRecord = { type: AttendanceType; at: string; barred?: boolean };

const stateAfter: Record<AttendanceType, DutyState> = {
  clock_in: 'on_duty',
  break_end: 'on_duty',
  break_start: 'on_break',
  clock_out: 'off_duty',
  mid_duty: 'on_duty',
};
const stateOf = (r: DutyRecord): DutyState => (r.barred ? 'off_duty' : stateAfter[r.type]);

/**
 * The driver's state now and since when: the server's state, unless records still waiting in the
 * outbox (made offline, or not yet sent) come later; those count at once. `since` is the time of the
 * record that started the state, when the day shows it (a duty begun the day before shows none).
 */
export function dutyNow(
  day: SelfAttendanceDay | undefined,
  pending: readonly DutyRecord[],
): { state: DutyState; since: string | null; barred: boolean } {
  const records: DutyRecord[] = [...(day?.records ?? []), ...pending].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  const latestPending = [...pending].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  const state = latestPending ? stateOf(latestPending) : (day?.state ?? 'off_duty');
  const last = records.at(-1);
  const since = last && stateOf(last) === state ? last.at : null;
  const barred = (day?.dutyBarred ?? false) || pending.some((r) => r.barred);
  return { state, since, barred };
}

/** The pending outbox entries' records: the JSON bodies the card put there. */
export function pendingRecords(entries: readonly { kind: string; body: unknown }[]): DutyRecord[] {
  const out: DutyRecord[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'attendance') continue;
    const json = (
      entry.body as {
        json?: { type?: AttendanceType; at?: string; alcoholDetected?: boolean; alcoholValue?: number };
      }
    ).json;
    if (!json?.type || !json.at) continue;
    const reading = {
      alcoholDetected: json.alcoholDetected ?? null,
      alcoholValue: json.alcoholValue ?? null,
    };
    out.push({
      type: json.type,
      at: json.at,
      barred: json.type === 'clock_in' && isPositiveReading(reading),
    });
  }
  return out;
}
