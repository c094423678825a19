import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clients } from '../../src/features/clients/clients.table.ts';
import { courseOffers } from '../../src/features/course-offers/course-offers.table.ts';
import { courses } from '../../src/features/courses/courses.table.ts';
import { destinations } from '../../src/features/destinations/destinations.table.ts';
import { issuedDocuments } from '../../src/features/issued-documents/issued-documents.table.ts';
import { createCompany, createTestApp, type TestApp } from '../helpers.ts';
import { callAs } from '../support/api-calls.ts';
import { insertCourse } from '../support/course-rows.ts';
import { insertStops } from '../support/courses.ts';

// Only in the PostgreSQL run: a pool of several connections, so the accepts really overlap and only
// the offer row's lock (SELECT … FOR UPDATE) keeps the second one out.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('course offer race on PostgreSQL', () => {
  it('gives each offer to exactly one of three companies accepting at once, round after round', async () => {
    const owner = await createCompany(t, '依頼元運送');
    const bidders = await Promise.all(
      ['競争A運送', '競争B運送', '競争C運送'].map((n) => createCompany(t, n)),
    );
    for (let round = 0; round < 5; round++) {
      const course = await insertCourse(t.database.db, owner.companyId, { name: `競争便${round}` });
      await insertStops(t, owner.companyId, course.id, ['pending', 'pending', 'pending']);
      const offer = await callAs(t, owner.admin, 'POST', '/v1/offers/courses', {
        courseId: course.id,
        fee: 10000 + round,
        expiresAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect(offer.status, JSON.stringify(offer.body)).toBe(201);
      const answers = await Promise.all(
        bidders.map((b) => callAs(t, b.admin, 'POST', `/v1/offers/courses/${offer.body.id}/accept`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = bidders[answers.findIndex((a) => a.status === 200)];
      const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, offer.body.id));
      expect(row?.acceptedCompanyId).toBe(winner?.companyId);
      const [moved] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
      expect(moved?.companyId).toBe(winner?.companyId);
      const stops = await t.database.db
        .select()
        .from(destinations)
        .where(eq(destinations.courseId, course.id));
      expect(stops.map((s) => s.companyId)).toEqual([
        winner?.companyId,
        winner?.companyId,
        winner?.companyId,
      ]);
    }
  });

  it('gives a re-offer (tier 2) to exactly one bidder, with one 書面 for each party, round after round', async () => {
    const owner = await createCompany(t, '元請運送');
    const first = await createCompany(t, '一次運送');
    const bidders = await Promise.all(['再委託A', '再委託B', '再委託C'].map((n) => createCompany(t, n)));
    const expiresAt = () => new Date(Date.now() + 3600_000).toISOString();
    for (let round = 0; round < 3; round++) {
      const course = await insertCourse(t.database.db, owner.companyId, { name: `再委託便${round}` });
      await insertStops(t, owner.companyId, course.id, ['pending', 'pending']);
      const root = await callAs(t, owner.admin, 'POST', '/v1/offers/courses', {
        courseId: course.id,
        fee: 20000,
        expiresAt: expiresAt(),
      });
      expect((await callAs(t, first.admin, 'POST', `/v1/offers/courses/${root.body.id}/accept`)).status).toBe(
        200,
      );
      const re = await callAs(t, first.admin, 'POST', '/v1/offers/courses', {
        courseId: course.id,
        fee: 18000,
        expiresAt: expiresAt(),
      });
      expect(re.status, JSON.stringify(re.body)).toBe(201);
      expect(re.body.tier).toBe(2);
      const answers = await Promise.all(
        bidders.map((b) => callAs(t, b.admin, 'POST', `/v1/offers/courses/${re.body.id}/accept`)),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      const winner = bidders[answers.findIndex((a) => a.status === 200)];
      const [row] = await t.database.db.select().from(courseOffers).where(eq(courseOffers.id, re.body.id));
      expect(row).toMatchObject({ acceptedCompanyId: winner?.companyId, chainId: root.body.id, tier: 2 });
      const [moved] = await t.database.db.select().from(courses).where(eq(courses.id, course.id));
      expect(moved?.companyId).toBe(winner?.companyId);
      const documents = await t.database.db
        .select({ companyId: issuedDocuments.companyId })
        .from(issuedDocuments)
        .where(eq(issuedDocuments.courseOfferId, re.body.id));
      expect(documents.map((d) => d.companyId).sort()).toEqual(
        [first.companyId, winner?.companyId as string].sort(),
      );
    }
  });

  it('makes one client of the offering company when one company accepts two of its offers at once', async () => {
    const owner = await createCompany(t, '同時依頼運送');
    const taker = await createCompany(t, '同時引受運送');
    for (let round = 0; round < 3; round++) {
      const offers = await Promise.all(
        [0, 1].map(async (n) => {
          const course = await insertCourse(t.database.db, owner.companyId, { name: `同時便${round}-${n}` });
          await insertStops(t, owner.companyId, course.id, ['pending']);
          const offer = await callAs(t, owner.admin, 'POST', '/v1/offers/courses', {
            courseId: course.id,
            fee: 15000,
            fromArea: '東京都江東区',
            toArea: '東京都港区',
            expiresAt: new Date(Date.now() + 3600_000).toISOString(),
          });
          expect(offer.status, JSON.stringify(offer.body)).toBe(201);
          return { id: offer.body.id as string, courseId: course.id };
        }),
      );
      const answers = await Promise.all(
        offers.map((o) => callAs(t, taker.admin, 'POST', `/v1/offers/courses/${o.id}/accept`)),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      const partnerClients = await t.database.db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.companyId, taker.companyId), eq(clients.partnerCompanyId, owner.companyId)));
      expect(partnerClients).toHaveLength(1);
      const moved = await t.database.db
        .select({ clientId: courses.clientId })
        .from(courses)
        .where(
          inArray(
            courses.id,
            offers.map((o) => o.courseId),
          ),
        );
      expect(moved.map((m) => m.clientId)).toEqual([partnerClients[0]?.id, partnerClients[0]?.id]);
    }
  });
});
