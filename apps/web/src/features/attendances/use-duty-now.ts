import { useCallback, useEffect, useRef, useState } from 'react';
import { driverOutbox, useOutboxCounts } from '../driver-app/driver-outbox.ts';
import { useGetSelfAttendanceDayQuery } from './attendances.api.ts';
import { type DutyRecord, dutyNow, pendingRecords } from './duty-now.ts';

/**
 * The driver's duty now (勤務外・勤務中・休憩中, since when), offline included: the server's day plus
 * the attendance records still waiting in the outbox, and the last refused one. Shared by the duty
 * card and the shell (which tracks positions only on duty).
 */
export function useDutyNow() {
  const { data: day, refetch, fulfilledTimeStamp } = useGetSelfAttendanceDayQuery(undefined);
  const counts = useOutboxCounts();
  const [pending, setPending] = useState<DutyRecord[]>([]);
  // Records that left the outbox, with when: they count until a day read after that arrives, so the
  // card never falls back to the older day in between (出勤 → 勤務外 → 勤務中).
  const [sent, setSent] = useState<{ record: DutyRecord; leftAt: number }[]>([]);
  const lastPendingList = useRef<DutyRecord[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  const loadOutbox = useCallback(async () => {
    const now = pendingRecords(await driverOutbox.pending());
    const left = lastPendingList.current.filter((p) => !now.some((n) => n.at === p.at && n.type === p.type));
    lastPendingList.current = now;
    if (left.length > 0) {
      const leftAt = Date.now();
      setSent((list) => [...list, ...left.map((record) => ({ record, leftAt }))]);
    }
    setPending(now);
    const rejected = (await driverOutbox.rejected()).filter((e) => e.kind === 'attendance').at(-1);
    setRefused(rejected ? `${rejected.label}: ${rejected.message}` : null);
  }, []);

  // Every change of the outbox (an entry added, sent or refused) reloads what waits in it.
  useEffect(() => {
    void loadOutbox();
    return driverOutbox.subscribe(() => void loadOutbox());
  }, [loadOutbox]);
  // When an entry leaves the outbox (sent or refused), the server's day is the truth again.
  const lastPending = useRef(counts.pending);
  useEffect(() => {
    if (counts.pending < lastPending.current) void refetch();
    lastPending.current = counts.pending;
  }, [counts.pending, refetch]);

  // Gone once the day shows it, or (a refused one) once a day read after it has arrived.
  const inDay = (r: DutyRecord) => day?.records.some((d) => d.type === r.type && d.at === r.at) ?? false;
  const unconfirmed = sent
    .filter((s) => !inDay(s.record) && (!fulfilledTimeStamp || fulfilledTimeStamp < s.leftAt))
    .map((s) => s.record);
  return {
    ...dutyNow(day, [...unconfirmed, ...pending]),
    waiting: pending.length,
    refused,
    reload: loadOutbox,
  };
}
