import { courseOffers } from '../../src/features/course-offers/course-offers.table.ts';
import { uuidv7 } from '../../src/lib/db/columns.ts';
import { companies } from '../../src/lib/tenancy/companies.table.ts';
import { defineFixtures } from './fixture.ts';

const month = { accountingMonth: '2026-11' };

/**
 * What the company owes a partner comes from an accepted offer, written directly: accepting needs a
 * second company, which the fixture's api does not have.
 */
export default defineFixtures({
  async setup(api) {
    const [partner] = await api.db.insert(companies).values({ name: '傭車先テスト運送' }).returning();
    const id = uuidv7();
    await api.db.insert(courseOffers).values({
      id,
      chainId: id,
      companyId: api.companyId,
      courseId: crypto.randomUUID(),
      courseName: '支払テスト便',
      deliveryDate: '2026-11-10',
      destinationCount: 0,
      fee: 20000,
      expiresAt: new Date(),
      status: 'accepted',
      acceptedCompanyId: partner?.id,
      acceptedAt: new Date(),
    });
    return { partnerCompanyId: partner?.id as string };
  },
  listQueries: { 'GET /v1/statements/subcontracts': month },
  routes: {
    'GET /v1/statements/subcontracts': ({ partnerCompanyId }) => ({
      query: month,
      listed: [partnerCompanyId],
      rowId: 'partnerCompanyId',
    }),
    'PUT /v1/statements/subcontracts/:partnerCompanyId/invoice': ({ partnerCompanyId }) => ({
      params: { partnerCompanyId },
      query: month,
      body: { invoiceNumber: 'INV-1', registrationNumber: null, amount: 22000, invoiceDate: '2026-11-20' },
      readBack: `/v1/statements/subcontracts?accountingMonth=${month.accountingMonth}`,
    }),
  },
});
