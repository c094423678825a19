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
  const { data: day, refetch } = useGetSelfAttendanceDayQuery(undefined);
  const counts = useOutboxCounts();
  const [pending, setPending] = useState<DutyRecord[]>([]);
  const [refused, setRefused] = useState<string | null>(null);

  const loadOutbox = useCallback(async () => {
    setPending(pendingRecords(await driverOutbox.pending()));
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

  return { ...dutyNow(day, pending), waiting: pending.length, refused, reload: loadOutbox };
}
