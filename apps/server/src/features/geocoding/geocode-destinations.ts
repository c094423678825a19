import { asc, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { keepVersion } from '../../lib/db/columns.ts';
import { ownedBy } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import {
  type GeocoderConfig,
  GeocoderUnavailableError,
  type GeoPoint,
  geocodeAddress,
} from '../../lib/geocoder/geocoder.ts';
import type { JobKind } from '../../lib/jobs/job-kind.ts';
import { enqueueJob } from '../../lib/jobs/queue.ts';
import type { JobAttempt, JobHandler } from '../../lib/jobs/runner.ts';
import { destinations } from '../destinations/destinations.table.ts';

/** One destination saved with an address and no coordinates. */
export const GEOCODE_DESTINATION_JOB: JobKind = { type: 'geocode-destination', priority: 'bulk' };
/** Every pending destination of a company (after an import, or to catch up). */
export const GEOCODE_PENDING_JOB: JobKind = { type: 'geocode-pending', priority: 'bulk' };

export const queueGeocodeDestination = (db: Db | Tx, companyId: string, destinationId: string) =>
  enqueueJob(db, GEOCODE_DESTINATION_JOB, { companyId, destinationId });
export const queueGeocodePending = (db: Db | Tx, companyId: string) =>
  enqueueJob(db, GEOCODE_PENDING_JOB, { companyId });

const BATCH = 50;
/** Requests in flight at once: the public geocoder is shared, and a burst gains little. */
const CONCURRENCY = 3;

/** Null-safe equality: the address read is still the address stored. */
const sameAs = (column: PgColumn, value: string | null) => sql`${column} is not distinct from ${value}`;

const destinationJob = z.object({ companyId: z.uuid(), destinationId: z.uuid() });
const pendingJob = z.object({ companyId: z.uuid() });

type Pending = Pick<
  typeof destinations.$inferSelect,
  'id' | 'companyId' | 'zipCode' | 'address1' | 'address2'
>;
const pendingColumns = {
  id: destinations.id,
  companyId: destinations.companyId,
  zipCode: destinations.zipCode,
  address1: destinations.address1,
  address2: destinations.address2,
};

/**
 * The job handlers. They run outside any request (a job has no signed-in user, so the company filter
 * takes the job's own companyId). Found → coordinates and 'found'; no match →
 * 'not_found'; geocoder unavailable → the job throws and the runner tries again later, and on its
 * last attempt the destinations are marked 'failed' (the screen says the position is unknown).
 */
export function geocodeJobHandlers(deps: { db: Db; geocoder: GeocoderConfig }): Record<string, JobHandler> {
  const { db, geocoder } = deps;
  const pendingOf = (companyId: string, ...more: SQL[]) =>
    ownedBy({ companyId }, destinations, eq(destinations.geocodeStatus, 'pending'), ...more);

  /** Geocodes one destination and stores the outcome, unless its address changed meanwhile. */
  async function geocodeOne(d: Pending) {
    const point = await locate(geocoder, d);
    await db
      .update(destinations)
      // Not a person's edit: a stop's form open meanwhile stays current (keepVersion).
      .set(
        point
          ? { ...point, geocodeStatus: 'found', ...keepVersion }
          : { geocodeStatus: 'not_found', ...keepVersion },
      )
      .where(
        pendingOf(
          d.companyId,
          eq(destinations.id, d.id),
          sameAs(destinations.zipCode, d.zipCode),
          sameAs(destinations.address1, d.address1),
          sameAs(destinations.address2, d.address2),
        ),
      );
  }

  async function onLastAttempt(attempt: JobAttempt, err: unknown, where: SQL | undefined) {
    if (err instanceof GeocoderUnavailableError && attempt.attempt >= attempt.maxAttempts)
      await db
        .update(destinations)
        .set({ geocodeStatus: 'failed', ...keepVersion })
        .where(where);
    throw err;
  }

  return {
    async [GEOCODE_DESTINATION_JOB.type](payload, attempt) {
      const { companyId, destinationId } = destinationJob.parse(payload);
      const where = pendingOf(companyId, eq(destinations.id, destinationId));
      const [d] = await db.select(pendingColumns).from(destinations).where(where);
      if (!d) return; // geocoded, edited with coordinates, or deleted since
      await geocodeOne(d).catch((err) => onLastAttempt(attempt, err, where));
    },

    async [GEOCODE_PENDING_JOB.type](payload, attempt) {
      const { companyId } = pendingJob.parse(payload);
      try {
        // Pages by id: each batch's rows leave 'pending', and a not_found one is not read again.
        let after: string | undefined;
        for (;;) {
          const batch = await db
            .select(pendingColumns)
            .from(destinations)
            .where(pendingOf(companyId, ...(after ? [gt(destinations.id, after)] : [])))
            .orderBy(asc(destinations.id))
            .limit(BATCH);
          if (batch.length === 0) return;
          await inPool(batch, CONCURRENCY, geocodeOne);
          after = batch.at(-1)?.id;
        }
      } catch (err) {
        await onLastAttempt(attempt, err, pendingOf(companyId));
      }
    },
  };
}

/** The address as the geocoder reads it: 住所1 and 住所2 together, then 住所1 alone (a building name in 住所2 may match nothing). */
async function locate(geocoder: GeocoderConfig, d: Pending): Promise<GeoPoint | null> {
  const address1 = d.address1?.trim() ?? '';
  const address2 = d.address2?.trim() ?? '';
  const queries = [address1 + address2, address1].filter((q, i, all) => q && all.indexOf(q) === i);
  if (queries.length === 0 && d.zipCode) queries.push(d.zipCode);
  for (const query of queries) {
    const point = await geocodeAddress(geocoder, query);
    if (point) return point;
  }
  return null;
}

/** Runs fn over items with at most `size` at once; the first failure stops new work and is thrown. */
async function inPool<T>(items: T[], size: number, fn: (item: T) => Promise<void>) {
  let next = 0;
  let failure: unknown;
  const worker = async () => {
    while (failure === undefined && next < items.length) {
      const item = items[next++] as T;
      await fn(item).catch((err) => {
        failure ??= err;
      });
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  if (failure !== undefined) throw failure;
}
