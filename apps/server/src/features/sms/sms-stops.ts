import type { DestinationValues } from '@rikuun/contract';
import { asc, inArray } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { withClientBase } from '../destinations/destination-input.ts';
import type { DestinationRow } from '../destinations/destination-rows.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { atPath } from './sms-context.ts';

type W = CompanyCtx & { db: Tx };
const companyStops = (ctx: CompanyCtx) => companyRows(ctx, destinations, '配送先');

/**
 * A course's stops as they will be stored: client sites filled in, ordered by the caller's sequence
 * (stops without one after those with one, then as sent) and numbered 1, 2, 3 ….
 */
export async function stopValues(w: W, courseAt: number, stops: readonly DestinationValues[]) {
  const filled: DestinationValues[] = [];
  for (const [i, stop] of stops.entries()) {
    try {
      filled.push(await withClientBase(w, stop));
    } catch (err) {
      throw atPath(['courses', courseAt, 'destinations', i], err);
    }
  }
  const order = filled.map((_, i) => i);
  const seq = (i: number) => filled[i]?.sequence ?? Number.MAX_SAFE_INTEGER;
  order.sort((a, b) => seq(a) - seq(b) || a - b);
  return order.map((at, i) => ({ ...(filled[at] as DestinationValues), sequence: i + 1 }));
}
export type StopValues = Awaited<ReturnType<typeof stopValues>>[number];

const stopFields = [
  'type',
  'sequence',
  'name',
  'zipCode',
  'address1',
  'address2',
  'phone',
  'timeWindowStart',
  'timeWindowEnd',
  'serviceMinutes',
  'quantity',
  'weightKg',
  'clientBaseId',
  'memo',
] as const;

/**
 * Whether a stored stop is what the caller sent: the same fields, and the same coordinates, or none
 * sent while the stored ones came from the address (a geocoded stop sent again unchanged).
 */
function sameStop(sent: StopValues, stored: DestinationRow): boolean {
  if (stopFields.some((f) => (sent[f] ?? null) !== (stored[f] ?? null))) return false;
  if (sent.latitude === null) return stored.latitude === null || stored.geocodeStatus !== 'not_needed';
  return sent.latitude === stored.latitude && sent.longitude === stored.longitude;
}

export const sameStops = (sent: readonly StopValues[], stored: readonly DestinationRow[]) =>
  sent.length === stored.length && sent.every((s, i) => sameStop(s, stored[i] as DestinationRow));

/** The stored stops of the given courses, in order, by course. */
export async function storedStops(w: W, courseIds: string[]): Promise<Map<string, DestinationRow[]>> {
  const byCourse = new Map<string, DestinationRow[]>();
  if (courseIds.length === 0) return byCourse;
  const rows = await w.db
    .select()
    .from(destinations)
    .where(companyStops(w).where(inArray(destinations.courseId, courseIds)))
    .orderBy(asc(destinations.courseId), asc(destinations.sequence));
  for (const row of rows) byCourse.set(row.courseId, [...(byCourse.get(row.courseId) ?? []), row]);
  return byCourse;
}

/**
 * Inserts the stops of courses (course id → stops); answers whether an address waits for its
 * coordinates (the caller then queues one geocoding job for the company).
 */
export async function insertStops(w: W, stops: Map<string, readonly StopValues[]>): Promise<boolean> {
  let pending = false;
  const rows = [...stops].flatMap(([courseId, list]) =>
    list.map(({ externalId: _e, ...stop }: StopValues & { externalId?: unknown }) => {
      // Coordinates sent need nothing; an address without them is looked up in the background.
      const lookUp = stop.latitude === null && stop.address1 !== null;
      pending ||= lookUp;
      return { ...stop, courseId, geocodeStatus: lookUp ? ('pending' as const) : ('not_needed' as const) };
    }),
  );
  await companyStops(w).insertMany(rows);
  return pending;
}

/** Removes the stops of courses whose plan is replaced (stops are corrections, deleted for real). */
export async function deleteStops(w: W, courseIds: string[]): Promise<void> {
  if (courseIds.length > 0) await companyStops(w).deleteOr404(inArray(destinations.courseId, courseIds));
}
