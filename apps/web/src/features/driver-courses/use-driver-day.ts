import { todayInTokyo } from '@rikuun/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentUser } from '../../lib/current-user.ts';
import { driverOutbox, setOutboxUser, useOutboxCounts } from '../driver-app/index.ts';
import { useGetOwnCoursesQuery } from './driver-courses.api.ts';
import { applyPendingToCourse, type PendingAction, pendingActionOf } from './pending-actions.ts';

/**
 * The outbox sends as the signed-in driver. The driver's shell sets it too; setting it here as well
 * keeps these pages working on their own (setting it twice is harmless).
 */
export function useOutboxUser() {
  const user = useCurrentUser();
  useEffect(() => {
    setOutboxUser(user.id);
  }, [user.id]);
}

type Sent = { action: PendingAction; sentAt: number };

/**
 * The actions waiting in the outbox, and those it has just sent: a sent one is still shown until the
 * courses have been read again after it, so a stop never flickers back to its old status.
 */
function useOutboxActions() {
  const counts = useOutboxCounts();
  const [pending, setPending] = useState<PendingAction[]>([]);
  const [sent, setSent] = useState<Sent[]>([]);
  const last = useRef<PendingAction[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the counts is the reason to read the entries again
  useEffect(() => {
    let live = true;
    void driverOutbox.pending().then((entries) => {
      if (!live) return;
      const now = entries.map(pendingActionOf).filter((a): a is PendingAction => a !== null);
      const still = new Set(now.map((a) => a.clientActionId));
      const gone = last.current.filter((a) => !still.has(a.clientActionId));
      // Only the latest few matter: older ones are long in the courses read since.
      if (gone.length > 0)
        setSent((s) => [...s.slice(-50), ...gone.map((action) => ({ action, sentAt: Date.now() }))]);
      last.current = now;
      setPending(now);
    });
    return () => {
      live = false;
    };
  }, [counts.pending, counts.sending]);
  return { pending, sent, counts };
}

/** The driver's courses of a date as the phone knows them: the server's, plus what waits to be sent. */
export function useDriverDay(date: string = todayInTokyo()) {
  useOutboxUser();
  const query = useGetOwnCoursesQuery(date);
  const { pending, sent, counts } = useOutboxActions();
  const { refetch, isUninitialized } = query;

  // An entry delivered: read the courses again (statuses, ETAs, the server's own record).
  const previous = useRef(counts.pending);
  useEffect(() => {
    if (counts.pending < previous.current && !isUninitialized) void refetch();
    previous.current = counts.pending;
  }, [counts.pending, refetch, isUninitialized]);

  const fulfilled = query.fulfilledTimeStamp ?? 0;
  const courses = useMemo(() => {
    const unconfirmed = [...sent.filter((s) => s.sentAt > fulfilled).map((s) => s.action), ...pending];
    return query.data?.courses.map((c) => applyPendingToCourse(c, unconfirmed));
  }, [query.data, pending, sent, fulfilled]);

  return { ...query, courses, counts };
}

/** The page's date (?date=YYYY-MM-DD); today in Tokyo when absent or malformed. */
export function useDateParam(): string {
  const [params] = useSearchParams();
  const date = params.get('date');
  return date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : todayInTokyo();
}

/** One course of the page's date (undefined while loading; null when the driver has no such course). */
export function useDriverCourse(courseId: string) {
  const date = useDateParam();
  const day = useDriverDay(date);
  const course = day.courses ? (day.courses.find((c) => c.id === courseId) ?? null) : undefined;
  return { ...day, date, course };
}
