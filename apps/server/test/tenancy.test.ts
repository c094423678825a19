import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bases } from '../src/features/bases/bases.table.ts';
import { vehicles } from '../src/features/vehicles/vehicles.table.ts';
import type { CompanyCtx } from '../src/lib/context.ts';
import { companyRows, withActor } from '../src/lib/db/company-rows.ts';
import { bearer, createCompany, createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The PostgreSQL error code somewhere in drizzle's cause chain. */
function pgCode(err: unknown): string | undefined {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

async function sqlError(statement: ReturnType<typeof sql>): Promise<string | undefined> {
  try {
    await t.database.db.execute(statement);
    return undefined;
  } catch (err) {
    return pgCode(err);
  }
}

function ctxFor(company: Awaited<ReturnType<typeof createCompany>>): CompanyCtx {
  return {
    ...t.app.services,
    log: t.app.log,
    companyId: company.companyId,
    user: {
      id: company.admin.id,
      email: company.admin.email,
      name: 'テスト',
      role: 'company_admin',
      companyId: company.companyId,
      consignorId: null,
      driverId: null,
    },
  };
}

describe('cross-company references are impossible in the database', () => {
  it('refuses a vehicle on another company’s base and a record on another company’s vehicle', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const [baseOfB] = await t.database.db
      .insert(bases)
      .values({ companyId: b.companyId, name: 'B本社' })
      .returning();
    const [baseOfA] = await t.database.db
      .insert(bases)
      .values({ companyId: a.companyId, name: 'A本社' })
      .returning();
    const insertVehicle = (companyId: string, baseId: string | undefined, plate: string) =>
      sql`insert into vehicles (id, company_id, registration_number, vehicle_class, base_id)
          values (gen_random_uuid(), ${companyId}, ${plate}, 'small', ${baseId}) returning id`;

    expect(await sqlError(insertVehicle(a.companyId, baseOfB?.id, '品川 100 あ 11-11'))).toBe('23503');
    expect(await sqlError(insertVehicle(a.companyId, baseOfA?.id, '品川 100 あ 11-11'))).toBeUndefined();

    const [vehicleOfA] = await t.database.db
      .select({ id: vehicles.id })
      .from(vehicles)
      .where(eq(vehicles.companyId, a.companyId));
    const insertMaintenance = (companyId: string) =>
      sql`insert into maintenances (id, company_id, vehicle_id, maintained)
          values (gen_random_uuid(), ${companyId}, ${vehicleOfA?.id}, '2026-01-01')`;
    expect(await sqlError(insertMaintenance(b.companyId))).toBe('23503');
    expect(await sqlError(insertMaintenance(a.companyId))).toBeUndefined();

    // Moving A's vehicle onto B's base by an update fails the same way.
    expect(
      await sqlError(sql`update vehicles set base_id = ${baseOfB?.id} where id = ${vehicleOfA?.id}`),
    ).toBe('23503');
  });
});

describe('companyRows', () => {
  it('reads only the company’s live rows and writes them with the company set', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const rowsA = companyRows(ctxFor(a), vehicles, '車両');
    const rowsB = companyRows(ctxFor(b), vehicles, '車両');
    const created = await rowsA.insert({ registrationNumber: '品川 100 あ 22-22', vehicleClass: 'small' });
    expect(created.companyId).toBe(a.companyId);
    expect(await rowsA.exists(created.id)).toBe(true);
    expect(await rowsB.find(created.id)).toBeUndefined();
    await expect(rowsB.findOr404(created.id)).rejects.toMatchObject({
      statusCode: 404,
      message: '車両が見つかりません。',
    });
    expect(await rowsB.update(created.id, { name: '乗っ取り' })).toEqual([]);
    await expect(rowsB.softDeleteOr404(created.id)).rejects.toMatchObject({ statusCode: 404 });
    expect((await rowsA.findOr404(created.id)).name).toBeNull();

    await rowsA.softDeleteOr404(created.id);
    expect(await rowsA.find(created.id)).toBeUndefined();
    await expect(rowsA.updateOr404(created.id, { name: '削除後' })).rejects.toMatchObject({
      statusCode: 404,
    });
  });

  it('runs writes in a transaction that first names the acting user', async () => {
    const a = await createCompany(t);
    const ctx = ctxFor(a);
    const actor = await withActor(ctx, async (w) => {
      await companyRows(w, vehicles).insert({
        registrationNumber: '品川 100 あ 33-33',
        vehicleClass: 'small',
      });
      const result = await w.db.execute(sql`select current_setting('rikuun.actor', true) as actor`);
      return (result as unknown as { rows: { actor: string }[] }).rows[0]?.actor;
    });
    expect(actor).toBe(a.admin.id);
    // Local to the transaction: nothing leaks to the next statement on the connection.
    const after = await t.database.db.execute(sql`select current_setting('rikuun.actor', true) as actor`);
    expect((after as unknown as { rows: { actor: string | null }[] }).rows[0]?.actor ?? '').toBe('');

    // A failure later in the transaction takes the earlier write with it.
    await expect(
      withActor(ctx, async (w) => {
        await companyRows(w, vehicles).insert({
          registrationNumber: '品川 100 あ 44-44',
          vehicleClass: 'small',
        });
        throw new Error('later step failed');
      }),
    ).rejects.toThrow('later step failed');
    const list = await t.app.inject({ url: '/v1/vehicles?q=44-44', headers: bearer(a.admin) });
    expect(list.json().total).toBe(0);
  });
});
