import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicles } from '../../src/features/vehicles/vehicles.table.ts';
import type { Db } from '../../src/lib/db/db.ts';
import { directRead } from '../../src/lib/db/prepared-read.ts';
import { bearer, createCompany, createTestApp, type TestApp } from '../helpers.ts';

// Only in the PostgreSQL run: the direct read applies to node-postgres pools, not to PGlite.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The by-id read as preparedCompanyQuery builds it: the company and the id as placeholders. */
const byId = (db: Db) =>
  db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.companyId, sql.placeholder('companyId')),
        isNull(vehicles.deletedAt),
        eq(vehicles.id, sql.placeholder('id')),
      ),
    );

describe('direct prepared read (lib/db/prepared-read.ts)', () => {
  it('maps rows exactly as drizzle does: decoders, nulls, dates as text, timestamps as Date', async () => {
    const { admin, companyId } = await createCompany(t);
    const full = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: {
        registrationNumber: '品川 100 あ 12-34',
        name: '4t 2号車',
        vehicleClass: 'medium',
        maxLoadKg: 4000,
        grossWeightKg: 7990,
        inspectionExpiresOn: '2027-03-31',
        insuranceExpiresOn: '2027-04-01',
        maker: 'いすゞ',
        model: 'フォワード',
        fuelType: 'diesel',
        ownership: 'leased',
        firstRegisteredOn: '2020-01-15',
        memo: 'メモ',
        active: false,
      },
    });
    expect(full.statusCode).toBe(201);
    const bare = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: { registrationNumber: '品川 100 あ 56-78', vehicleClass: 'small' },
    });
    expect(bare.statusCode).toBe(201);

    const db = t.database.db;
    const direct = directRead<unknown[]>(db, 'test_direct_vehicle', byId(db));
    expect(direct, 'the pool of a PostgreSQL database takes the direct path').toBeDefined();
    const drizzlePrepared = byId(db).prepare('test_drizzle_vehicle');
    for (const id of [full.json().id, bare.json().id]) {
      const ours = await direct?.({ id }, companyId);
      const theirs = await drizzlePrepared.execute({ id, companyId });
      expect(ours).toEqual(theirs);
      expect((ours as { createdAt: unknown }[])[0]?.createdAt).toBeInstanceOf(Date);
    }
    // Another company's id is not found through the company's placeholder.
    const other = await createCompany(t);
    expect(await direct?.({ id: full.json().id }, other.companyId)).toEqual([]);
    await expect(direct?.({}, companyId)).rejects.toThrow('No value for placeholder "id"');
  });

  it('answers GET by id (direct) as the write answered it (drizzle, in its transaction)', async () => {
    const { admin } = await createCompany(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: { registrationNumber: '品川 100 あ 90-12', vehicleClass: 'large', memo: '直接' },
    });
    const got = await t.app.inject({ url: `/v1/vehicles/${created.json().id}`, headers: bearer(admin) });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(created.json());
    expect(got.headers.etag).toBe(`"${created.json().version}"`);
  });

  it('is not taken inside a transaction, where the read must see the transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      expect(directRead(tx, 'test_in_tx', byId(tx as unknown as Db))).toBeUndefined();
    });
  });
});
