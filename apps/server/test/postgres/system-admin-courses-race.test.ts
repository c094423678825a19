import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../src/features/courses/courses.table.ts';
import { createCompany, createConsignor, createTestApp, createUser, type TestApp } from '../helpers.ts';
import { callAs } from '../support/api-calls.ts';
import { csv, utf8 } from '../support/course-import.ts';
import { HEADER, line, upload } from '../support/routing-source.ts';

// Only in the PostgreSQL run: a pool of several connections, so the assignments really overlap and
// only the platform course's lock (SELECT … FOR UPDATE) keeps the second one out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform course assignment race on PostgreSQL', () => {
  it('hands a course to exactly one of two companies assigned at once', async () => {
    const sysadmin = await createUser(t, 'system_admin');
    const consignor = await createConsignor(t);
    const companies = await Promise.all(['割当A運送', '割当B運送'].map((n) => createCompany(t, n)));
    for (let round = 0; round < 3; round++) {
      const day = `2026-12-1${round}`;
      const file = utf8(
        csv(HEADER, line(day, '競争便', '店', '住所1'), line(day, '競争便', '倉庫', '住所2')),
      );
      expect((await upload(t, consignor.user, file)).statusCode).toBe(201);
      const made = await callAs(t, sysadmin, 'POST', '/v1/system-admin/courses/import', {
        consignorId: consignor.consignorId,
        deliveryDate: day,
      });
      const id = made.body.courses[0].id;
      const answers = await Promise.all(
        companies.map((c) =>
          callAs(t, sysadmin, 'POST', `/v1/system-admin/courses/${id}/assign-company`, {
            companyId: c.companyId,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const owned = await Promise.all(
        companies.map((c) => t.database.db.select().from(courses).where(eq(courses.companyId, c.companyId))),
      );
      expect(owned.flat().filter((c) => c.deliveryDate === day)).toHaveLength(1);
    }
  });
});
