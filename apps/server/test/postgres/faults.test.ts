import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createRefreshToken } from '../../src/features/auth/refresh-tokens.ts';
import { maintenances } from '../../src/features/maintenances/maintenances.table.ts';
import { vehicles } from '../../src/features/vehicles/vehicles.table.ts';
import { buildAppOn, createCompany, createTestDatabase, type TestApp } from '../helpers.ts';

/**
 * PostgreSQL connections cut while transactional writes run (vehicle and maintenance creates, token
 * refreshes). Only in the PostgreSQL run. A client here behaves as the driver app's offline queue does:
 * it retries after any failure (5xx, 409 "still running") with the same Idempotency-Key.
 * The test process hosts the app: had a lost connection raised an uncaught 'error' event, the process
 * would have crashed and vitest would report it.
 */
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Attempt = { status: number; body: string };

async function untilAnswered(send: () => Promise<Attempt>): Promise<{ final: Attempt; attempts: Attempt[] }> {
  const attempts: Attempt[] = [];
  for (let i = 0; i < 60; i++) {
    const res = await send();
    attempts.push(res);
    if (res.status < 500 && res.status !== 409) return { final: res, attempts };
    await sleep(30 + Math.random() * 70);
  }
  return { final: attempts[attempts.length - 1] as Attempt, attempts };
}

async function terminateBackends(url: string): Promise<number> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe('database faults under load', () => {
  it('stays up, answers 503 or success, loses no acknowledged write and makes no duplicate', async () => {
    const { database, url, drop } = await createTestDatabase({ poolSize: 5, connectTimeoutMs: 3000 });
    if (!url) throw new Error('the fault test needs TEST_DATABASE_URL');
    const app: FastifyInstance = await buildAppOn(database);
    const t: TestApp = { app, database, dataDir: '', close: async () => {} };
    try {
      await app.ready();
      const { companyId, admin } = await createCompany(t);
      const auth = { authorization: `Bearer ${admin.token}` };
      const vehicle = await app.inject({
        method: 'POST',
        url: '/v1/vehicles',
        headers: auth,
        payload: { registrationNumber: '品川 100 あ 20-01', vehicleClass: 'small' },
      });
      expect(vehicle.statusCode).toBe(201);
      const vehicleId = vehicle.json().id as string;
      const now = new Date();
      const refreshTokens = await Promise.all(
        Array.from({ length: 6 }, () =>
          createRefreshToken(database.db, { userId: admin.id, now, ttlSeconds: 3600 }),
        ),
      );

      const inject = async (opts: InjectOptions): Promise<Attempt> => {
        const res = await app.inject(opts);
        return { status: res.statusCode, body: res.body };
      };
      const vehicleWrites = Array.from({ length: 7 }, (_, i) =>
        untilAnswered(() =>
          inject({
            method: 'POST',
            url: '/v1/vehicles',
            headers: { ...auth, 'idempotency-key': `vehicle-${i}` },
            payload: {
              registrationNumber: `品川 100 あ 10-${10 + i}`,
              vehicleClass: 'small',
              memo: `車両${i}`,
            },
          }),
        ),
      );
      const maintenanceWrites = Array.from({ length: 7 }, (_, i) =>
        untilAnswered(() =>
          inject({
            method: 'POST',
            url: `/v1/vehicles/${vehicleId}/maintenances`,
            headers: { ...auth, 'idempotency-key': `maintenance-${i}` },
            payload: { maintained: '2026-01-20', memo: `整備${i}` },
          }),
        ),
      );
      // A refresh has no Idempotency-Key (no bearer): retrying with the same token must still work,
      // so a 503 must never hide a rotation that committed.
      const refreshes = refreshTokens.map((refreshToken) =>
        untilAnswered(() => inject({ method: 'POST', url: '/auth/v1/token', payload: { refreshToken } })),
      );

      let cut = 0;
      const killer = (async () => {
        for (let i = 0; i < 6; i++) {
          await sleep(15 + Math.random() * 60);
          cut += await terminateBackends(url);
        }
      })();
      const [vehicleResults, maintenanceResults, refreshResults] = await Promise.all([
        Promise.all(vehicleWrites),
        Promise.all(maintenanceWrites),
        Promise.all(refreshes),
        killer,
      ]);
      expect(cut).toBeGreaterThan(0);

      // Still alive and answering, with a recovered pool.
      const health = await app.inject({ url: '/v1/healthcheck' });
      expect(health.statusCode).toBe(200);

      for (const { final, attempts } of [...vehicleResults, ...maintenanceResults]) {
        expect(final.status, JSON.stringify(attempts)).toBe(201);
        // Every failure on the way was the error shape: 503 service_unavailable or 409 while running.
        for (const a of attempts.slice(0, -1)) {
          expect([409, 503], a.body).toContain(a.status);
          expect(JSON.parse(a.body).message).toMatch(/[ぁ-んァ-ン一-龥]/);
        }
      }
      for (const { final, attempts } of refreshResults) {
        expect(final.status, JSON.stringify(attempts)).toBe(200);
      }

      // Every acknowledged write is in the database, and each key made exactly one row.
      const savedVehicles = await database.db
        .select({ id: vehicles.id, memo: vehicles.memo })
        .from(vehicles)
        .where(and(eq(vehicles.companyId, companyId), isNull(vehicles.deletedAt)));
      const savedMaintenances = await database.db
        .select({ id: maintenances.id, memo: maintenances.memo })
        .from(maintenances)
        .where(eq(maintenances.vehicleId, vehicleId));
      for (const { final } of vehicleResults) {
        expect(savedVehicles.map((v) => v.id)).toContain(JSON.parse(final.body).id);
      }
      for (const { final } of maintenanceResults) {
        expect(savedMaintenances.map((m) => m.id)).toContain(JSON.parse(final.body).id);
      }
      expect(savedVehicles.filter((v) => v.memo?.startsWith('車両'))).toHaveLength(vehicleWrites.length);
      expect(savedMaintenances).toHaveLength(maintenanceWrites.length);
    } finally {
      await app.close();
      await drop();
    }
  }, 120_000);
});
