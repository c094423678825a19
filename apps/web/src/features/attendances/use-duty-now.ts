import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useOutboxCounts } from '../driver-app/index.ts';
import { useGetSelfAttendanceDayQuery } from './attendances.api.ts';
import { type DutyRecord, dutyNow } from './duty-now.ts';
import { getDutyOutbox, loadDutyOutbox, subscribeDutyOutbox } from './duty-outbox.ts';

/**
 * The driver's duty now (勤務外・勤務中・休憩中, since when), offline included: the server's day plus
 * the attendance records still waiting in the outbox, and the last refused one. Shared by the duty
 * card and the shell (which tracks positions only on duty).
 */
export function useDutyNow() {
  const { data: day, refetch, fulfilledTimeStamp } = useGetSelfAttendanceDayQuery(undefined);
  const counts = useOutboxCounts();
  const { pending, sent, refused } = useSyncExternalStore(subscribeDutyOutbox, getDutyOutbox);

  // When an entry leaves the outbox (sent or refused), the server's day is the truth again.
  const lastPending = useRef(counts.pending);
  useEffect(() => {
    if (counts.pending < lastPending.current) void refetch();
    lastPending.current = counts.pending;
  }, [counts.pending, refetch]);

  // A record that left the outbox counts until the day shows it, or (a refused one) until a day read
  // after it has arrived, so the card never falls back to the older day in between (出勤 → 勤務外 → 勤務中).
  const inDay = (r: DutyRecord) => day?.records.some((d) => d.type === r.type && d.at === r.at) ?? false;
  const unconfirmed = sent
    .filter((s) => !inDay(s.record) && (!fulfilledTimeStamp || fulfilledTimeStamp < s.leftAt))
    .map((s) => s.record);
  // A duty begun away from a base (出先): the phone offers the 中間点呼 of a trip of several nights.
  const lastClockIn = day?.records.filter((r) => r.type === 'clock_in').at(-1);
  return {
    ...dutyNow(day, [...unconfirmed, ...pending]),
    awayDuty: lastClockIn?.awayFromBase ?? false,
    waiting: pending.length,
    refused,
    reload: loadDutyOutbox,
  };
}
