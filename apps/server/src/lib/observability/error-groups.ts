import { createHash } from 'node:crypto';
import { CLIENT_ERROR_LIMITS, type ErrorSource } from '@rikuun/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';
import { errorGroups } from './error-groups.table.ts';
import { scrubbed } from './scrub.ts';

export type ErrorReport = {
  source: ErrorSource;
  message: string;
  stack?: string | undefined;
  url?: string | undefined;
  release?: string | undefined;
  requestId?: string | undefined;
  /** Where it happened when the stack does not say (a server error's route). */
  place?: string | undefined;
};

/**
 * The first frame of a stack, without the origin and query string, so the same code at a different
 * host or cache-busting query is one place: V8's `at fn (url:line:col)` and Firefox's `fn@url:line:col`.
 */
export function placeOf(stack: string | undefined): string | undefined {
  for (const line of (stack ?? '').split('\n').slice(0, 30)) {
    const frame = /^\s*at\s+(.+)$/.exec(line)?.[1] ?? (/^[^\s]*@.+:\d+/.test(line) ? line.trim() : undefined);
    if (frame) return frame.replace(/[a-z][a-z0-9+.-]*:\/\/[^/\s)]+/gi, '').replace(/\?[^:)\s]*/g, '');
  }
  return undefined;
}

/** Numbers and ids blanked: "車両 42 がありません" and "車両 43 がありません" are one error. */
const shapeOf = (message: string) =>
  message
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, ':id')
    .replace(/\d+/g, '#');

/** Counts a report into its group (message and place), scrubbed and cut to the limits first. */
export async function recordErrorReport(db: Db, report: ErrorReport, now: Date): Promise<void> {
  const message = scrubbed(report.message, CLIENT_ERROR_LIMITS.message) ?? '(no message)';
  const stack = scrubbed(report.stack, CLIENT_ERROR_LIMITS.stack);
  const place = scrubbed(placeOf(stack) ?? report.place, 500) ?? '(unknown)';
  const fingerprint = createHash('sha256')
    .update(`${report.source}\n${shapeOf(message)}\n${place}`)
    .digest('hex');
  const latest = {
    lastSeenAt: now,
    lastStack: stack ?? null,
    lastUrl: scrubbed(report.url, CLIENT_ERROR_LIMITS.url) ?? null,
    lastRelease: scrubbed(report.release, CLIENT_ERROR_LIMITS.release) ?? null,
    lastRequestId: report.requestId?.slice(0, 128) ?? null,
  };
  await db
    .insert(errorGroups)
    .values({ fingerprint, source: report.source, message, place, count: 1, firstSeenAt: now, ...latest })
    .onConflictDoUpdate({
      target: errorGroups.fingerprint,
      set: { count: sql`${errorGroups.count} + 1`, ...latest },
    });
}
