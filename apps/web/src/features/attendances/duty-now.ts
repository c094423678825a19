import type { AttendanceType, DutyState, SelfAttendanceDay } from '@rikuun/contract';

/** A record as the card needs it: what and when (from the server or still in the outbox). */
export type DutyRecord = { type: AttendanceType; at: string };

const stateAfter: Record<AttendanceType, DutyState> = {
  clock_in: 'on_duty',
  break_end: 'on_duty',
  break_start: 'on_break',
  clock_out: 'off_duty',
};

/**
 * The driver's state now and since when: the server's state, unless records still waiting in the
 * outbox (made offline, or not yet sent) come later; those count at once. `since` is the time of the
 * record that started the state, when the day shows it (a duty begun the day before shows none).
 */
export function dutyNow(
  day: SelfAttendanceDay | undefined,
  pending: readonly DutyRecord[],
): { state: DutyState; since: string | null } {
  const records: DutyRecord[] = [...(day?.records ?? []), ...pending].sort((a, b) =>
    a.at.localeCompare(b.at),
  );
  const latestPending = [...pending].sort((a, b) => a.at.localeCompare(b.at)).at(-1);
  const state = latestPending ? stateAfter[latestPending.type] : (day?.state ?? 'off_duty');
  const last = records.at(-1);
  const since = last && stateAfter[last.type] === state ? last.at : null;
  return { state, since };
}

/** The pending outbox entries' records: the JSON bodies the card put there. */
export function pendingRecords(entries: readonly { kind: string; body: unknown }[]): DutyRecord[] {
  const out: DutyRecord[] = [];
  for (const entry of entries) {
    if (entry.kind !== 'attendance') continue;
    const json = (entry.body as { json?: { type?: AttendanceType; at?: string } }).json;
    if (json?.type && json.at) out.push({ type: json.type, at: json.at });
  }
  return out;
}
