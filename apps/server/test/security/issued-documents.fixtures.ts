import { eq } from 'drizzle-orm';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { companies } from '../../src/lib/tenancy/companies.table.ts';
import { defineFixtures } from './fixture.ts';

const MONTH = '2026-11';

export default defineFixtures({
  async setup(api) {
    await api.db
      .update(companies)
      .set({ invoiceRegistrationNumber: 'T4011001098993' })
      .where(eq(companies.id, api.companyId));
    const client = await api.call<{ id: string }>('POST', '/v1/clients', { name: '株式会社東京食品' });
    // The answer is a PDF, not JSON: the register says which document it was.
    await api
      .call('POST', '/v1/invoices/pdf', { clientId: client.id, accountingMonth: MONTH })
      .catch((err) => {
        if (!(err instanceof SyntaxError)) throw err;
      });
    const { data } = await api.call<{ data: { id: string }[] }>('GET', '/v1/issued-documents');
    const documentId = data[0]?.id ?? '';
    const [driver] = await api.db
      .insert(drivers)
      .values({ companyId: api.companyId, name: '山田 太郎', employmentType: 'contractor' })
      .returning({ id: drivers.id });
    return { clientId: client.id, documentId, driverId: driver?.id ?? '' };
  },
  routes: {
    'POST /v1/invoices/pdf': ({ clientId }) => ({ body: { clientId, accountingMonth: MONTH } }),
    'POST /v1/reimbursement-statements/pdf': ({ clientId }) => ({
      body: { clientId, accountingMonth: MONTH },
    }),
    'POST /v1/payment-notices/pdf': ({ driverId }) => ({ body: { driverId, accountingMonth: MONTH } }),
    'GET /v1/payment-notices/transfer-file': () => ({
      query: { accountingMonth: MONTH, transferDate: '2026-12-25' },
    }),
    'GET /v1/issued-documents': ({ documentId }) => ({ listed: [documentId] }),
    'GET /v1/issued-documents/:id': ({ documentId }) => ({ params: { id: documentId } }),
    'GET /v1/issued-documents/:id/pdf': ({ documentId }) => ({ params: { id: documentId } }),
    'GET /v1/self/payment-notices': () => ({
      own: "test/issued-documents.test.ts: the driver's payment notices (another driver's never listed)",
    }),
    'POST /v1/self/payment-notices/:id/confirm': () => ({
      own: "test/issued-documents.test.ts: another driver's notice answers 404",
    }),
  },
});
