import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../src/features/courses/courses.table.ts';
import { destinations } from '../src/features/destinations/destinations.table.ts';
import {
  GEOCODE_DESTINATION_JOB,
  GEOCODE_PENDING_JOB,
} from '../src/features/geocoding/geocode-destinations.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { enqueueJob } from '../src/lib/jobs/queue.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { callAs } from './support/api-calls.ts';
import { closedPortUrl, startGeocoder, startSilentServer } from './support/geocoder-server.ts';

const TOKYO_STATION: [number, number] = [35.681236, 139.767125];
const places: Record<string, [number, number]> = {
  東京都千代田区丸の内一丁目9: TOKYO_STATION,
  東京都江東区豊洲六丁目: [35.6455, 139.7855],
  東京都港区芝公園四丁目2: [35.6586, 139.7454],
  東京都新宿区西新宿二丁目8: [35.6896, 139.6917],
};

let geocoder: Awaited<ReturnType<typeof startGeocoder>>;
let t: TestApp;
beforeAll(async () => {
  geocoder = await startGeocoder(places, { delayMs: 20 });
  t = await createTestApp({ GEOCODER_URL: geocoder.url, GEOCODER_TIMEOUT_MS: '2000' });
});
afterAll(async () => {
  await t.close();
  await geocoder.close();
});

type Stop = {
  name?: string;
  zipCode?: string;
  address1?: string;
  address2?: string;
  geocodeStatus?: 'pending' | 'not_needed';
  latitude?: number;
  longitude?: number;
};

/** A course with stops, written straight to the tables (the course routes are not this feature's). */
async function courseWithStops(app: TestApp, companyId: string, stops: Stop[]) {
  const [course] = await app.database.db
    .insert(courses)
    .values({ companyId, name: '便', deliveryDate: '2026-04-07' })
    .returning({ id: courses.id });
  const ids: string[] = [];
  for (const [i, stop] of stops.entries()) {
    const [row] = await app.database.db
      .insert(destinations)
      .values({
        companyId,
        courseId: course?.id as string,
        sequence: i + 1,
        name: stop.name ?? `配送先${i + 1}`,
        geocodeStatus: 'pending',
        ...stop,
      })
      .returning({ id: destinations.id });
    ids.push(row?.id as string);
  }
  return ids;
}

const read = async (app: TestApp, ids: string[]) => {
  const rows = await app.database.db
    .select({
      id: destinations.id,
      status: destinations.geocodeStatus,
      latitude: destinations.latitude,
      longitude: destinations.longitude,
    })
    .from(destinations)
    .where(inArray(destinations.id, ids));
  return ids.map((id) => rows.find((r) => r.id === id));
};

describe('geocoding jobs', () => {
  it('geocodes one destination from 住所1 + 住所2 through the configured geocoder', async () => {
    const { companyId } = await createCompany(t);
    const [id] = await courseWithStops(t, companyId, [
      { address1: '東京都千代田区丸の内', address2: '一丁目9' },
    ]);
    await enqueueJob(t.database.db, GEOCODE_DESTINATION_JOB, { companyId, destinationId: id });
    await t.app.jobs.runDue();
    expect(geocoder.queries).toContain('東京都千代田区丸の内一丁目9');
    expect(await read(t, [id as string])).toEqual([
      { id, status: 'found', latitude: TOKYO_STATION[0], longitude: TOKYO_STATION[1] },
    ]);
  });

  it('geocodes every pending destination of the company, a few at a time, and leaves the rest alone', async () => {
    const { companyId } = await createCompany(t);
    const other = await createCompany(t, '別テナント株式会社');
    const ids = await courseWithStops(t, companyId, [
      { address1: '東京都江東区豊洲六丁目' },
      { address1: '東京都港区芝公園四丁目2' },
      // A building name the geocoder does not know: 住所1 alone is tried next.
      { address1: '東京都新宿区西新宿二丁目8', address2: '都庁ビル' },
      { address1: '存在しない町' },
      { zipCode: '100-0005' },
      { address1: '東京都千代田区丸の内一丁目9', geocodeStatus: 'not_needed', latitude: 35, longitude: 139 },
      ...Array.from({ length: 60 }, () => ({ address1: '東京都江東区豊洲六丁目' })),
    ]);
    const [theirs] = await courseWithStops(t, other.companyId, [{ address1: '東京都江東区豊洲六丁目' }]);
    await enqueueJob(t.database.db, GEOCODE_PENDING_JOB, { companyId });
    await t.app.jobs.runDue();

    const rows = await read(t, ids);
    expect(rows.slice(0, 6).map((r) => r?.status)).toEqual([
      'found',
      'found',
      'found',
      'not_found',
      'not_found',
      'not_needed',
    ]);
    expect(rows[2]).toMatchObject({ latitude: 35.6896, longitude: 139.6917 });
    expect(rows[5]).toMatchObject({ latitude: 35, longitude: 139 });
    expect(rows.slice(6).every((r) => r?.status === 'found' && r.latitude === 35.6455)).toBe(true);
    expect((await read(t, [theirs as string]))[0]?.status).toBe('pending');
    expect(geocoder.maxInFlight()).toBeGreaterThan(1);
    expect(geocoder.maxInFlight()).toBeLessThanOrEqual(3);
  });

  it('keeps an address edited while its lookup was under way pending, without stale coordinates', async () => {
    const { companyId } = await createCompany(t);
    const [id] = await courseWithStops(t, companyId, [{ address1: '東京都港区芝公園四丁目2' }]);
    geocoder.before.set('東京都港区芝公園四丁目2', async () => {
      await t.database.db
        .update(destinations)
        .set({ address1: '東京都港区芝公園四丁目4' })
        .where(eq(destinations.id, id as string));
    });
    try {
      await enqueueJob(t.database.db, GEOCODE_DESTINATION_JOB, { companyId, destinationId: id });
      await t.app.jobs.runDue();
    } finally {
      geocoder.before.clear();
    }
    expect(await read(t, [id as string])).toEqual([
      { id, status: 'pending', latitude: null, longitude: null },
    ]);
  });
});

describe('without a reachable geocoder', () => {
  /** Jobs waiting for their back-off: due now. */
  const makeDue = (app: TestApp) => app.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) });

  it('keeps destinations pending while the job retries, marks them failed after the last attempt, and requests never fail', async () => {
    const offline = await createTestApp({ GEOCODER_URL: await closedPortUrl() });
    try {
      const { companyId, admin } = await createCompany(offline);
      const [one, two] = await courseWithStops(offline, companyId, [
        { address1: '東京都江東区豊洲六丁目' },
        { address1: '東京都港区芝公園四丁目2' },
      ]);
      await enqueueJob(
        offline.database.db,
        GEOCODE_DESTINATION_JOB,
        { companyId, destinationId: one },
        { maxAttempts: 2 },
      );
      await enqueueJob(offline.database.db, GEOCODE_PENDING_JOB, { companyId }, { maxAttempts: 2 });
      await offline.app.jobs.runDue();
      expect((await read(offline, [one as string, two as string])).map((r) => r?.status)).toEqual([
        'pending',
        'pending',
      ]);
      const queued = await offline.database.db.select().from(jobs);
      expect(
        queued.every((j) => j.attempts === 1 && j.failedAt === null && /unreachable/.test(j.lastError ?? '')),
      ).toBe(true);
      // The app answers as usual meanwhile.
      expect((await callAs(offline, admin, 'GET', '/v1/map-settings')).status).toBe(200);

      await makeDue(offline);
      await offline.app.jobs.runDue();
      expect(await read(offline, [one as string, two as string])).toEqual([
        { id: one, status: 'failed', latitude: null, longitude: null },
        { id: two, status: 'failed', latitude: null, longitude: null },
      ]);
      const given = await offline.database.db.select().from(jobs);
      expect(given.every((j) => j.failedAt instanceof Date)).toBe(true);
    } finally {
      await offline.close();
    }
  });

  it('gives up a request to a geocoder that does not answer within GEOCODER_TIMEOUT_MS', async () => {
    const silent = await startSilentServer();
    const slow = await createTestApp({ GEOCODER_URL: silent.url, GEOCODER_TIMEOUT_MS: '300' });
    try {
      const { companyId } = await createCompany(slow);
      const [id] = await courseWithStops(slow, companyId, [{ address1: '東京都江東区豊洲六丁目' }]);
      await enqueueJob(
        slow.database.db,
        GEOCODE_DESTINATION_JOB,
        { companyId, destinationId: id },
        { maxAttempts: 1 },
      );
      // The silent geocoder never answers: only the timeout lets the job end and fail.
      await slow.app.jobs.runDue();
      expect((await read(slow, [id as string]))[0]?.status).toBe('failed');
      const [job] = await slow.database.db.select().from(jobs);
      expect(job?.lastError).toMatch(/unreachable/);
    } finally {
      await slow.close();
      await silent.close();
    }
  });
});
