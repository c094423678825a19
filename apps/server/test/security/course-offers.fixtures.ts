import { courseOffers } from '../../src/features/course-offers/course-offers.table.ts';
import { uuidv7 } from '../../src/lib/db/columns.ts';
import { companies } from '../../src/lib/tenancy/companies.table.ts';
import { insertCourse } from '../support/course-rows.ts';
import { defineFixtures } from './fixture.ts';

const expiresAt = () => new Date(Date.now() + 7 * 24 * 3600_000).toISOString();

/**
 * Open offers are meant to be seen and accepted by every other company, so the cross-company calls
 * by id use a withdrawn offer (others' closed offers answer 404) or the owner-only withdrawal; the
 * list is called with requester=me. The accepted offer of the register is written directly: accepting
 * needs a second company, which the fixture's api does not have.
 */
export default defineFixtures({
  async setup(api) {
    const course = await insertCourse(api.db, api.companyId, { name: '傭車テスト便' });
    const other = await insertCourse(api.db, api.companyId, { name: '取り下げ便' });
    const open = await api.call<{ id: string }>('POST', '/v1/offers/courses', {
      courseId: course.id,
      fee: 20000,
      expiresAt: expiresAt(),
      fromArea: '東京都江東区',
      toArea: '千葉県船橋市',
    });
    const withdrawn = await api.call<{ id: string }>('POST', '/v1/offers/courses', {
      courseId: other.id,
      fee: 20000,
      expiresAt: expiresAt(),
      fromArea: '東京都江東区',
      toArea: '千葉県船橋市',
    });
    await api.call('DELETE', `/v1/offers/courses/${withdrawn.id}`);
    const [carrier] = await api.db.insert(companies).values({ name: '実運送テスト株式会社' }).returning();
    const acceptedId = uuidv7();
    const [accepted] = await api.db
      .insert(courseOffers)
      .values({
        id: acceptedId,
        chainId: acceptedId,
        companyId: api.companyId,
        courseId: crypto.randomUUID(),
        courseName: '成立便',
        deliveryDate: '2030-04-01',
        destinationCount: 0,
        fee: 18000,
        expiresAt: new Date(),
        status: 'accepted',
        acceptedCompanyId: carrier?.id,
        acceptedAt: new Date(),
      })
      .returning();
    return { openId: open.id, withdrawnId: withdrawn.id, acceptedId: accepted?.id as string };
  },
  listQueries: { 'GET /v1/offers/courses': { requester: 'me' } },
  routes: {
    'GET /v1/offers/courses': ({ openId }) => ({ query: { requester: 'me' }, listed: [openId] }),
    'GET /v1/offers/courses/carrier-register': ({ acceptedId }) => ({
      query: { from: '2030-01-01', to: '2030-12-31' },
      listed: [acceptedId],
    }),
    'GET /v1/offers/courses/:id': ({ withdrawnId }) => ({ params: { id: withdrawnId } }),
    'DELETE /v1/offers/courses/:id': ({ openId }) => ({
      params: { id: openId },
      readBack: `/v1/offers/courses/${openId}`,
    }),
    'POST /v1/offers/courses/:id/accept': ({ withdrawnId }) => ({
      params: { id: withdrawnId },
      readBack: `/v1/offers/courses/${withdrawnId}`,
    }),
  },
});
