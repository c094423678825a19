import { eq } from 'drizzle-orm';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { issuedDocuments } from '../../src/features/issued-documents/issued-documents.table.ts';
import { paymentNoticeQuestions } from '../../src/features/issued-documents/payment-notice-questions.table.ts';
import { users } from '../../src/lib/auth/users.table.ts';
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
    const driverId = driver?.id ?? '';
    // A payment notice with a contractor's open question (asked on the phone: written here as its row).
    await api.call('POST', '/v1/payment-notices/pdf', { driverId, accountingMonth: MONTH }).catch((err) => {
      if (!(err instanceof SyntaxError)) throw err;
    });
    const notices = await api.call<{ data: { id: string }[] }>(
      'GET',
      '/v1/issued-documents?kind=payment_notice',
    );
    const noticeId = notices.data[0]?.id ?? '';
    const [author] = await api.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.companyId, api.companyId));
    await api.db.insert(paymentNoticeQuestions).values({
      companyId: api.companyId,
      documentId: noticeId,
      side: 'driver',
      authorId: author?.id ?? '',
      message: '高速代が含まれていないようです',
    });
    await api.db
      .update(issuedDocuments)
      .set({ questionStatus: 'open' })
      .where(eq(issuedDocuments.id, noticeId));
    return { clientId: client.id, documentId, driverId, noticeId };
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
    'GET /v1/self/payment-notices/:id/question': () => ({
      own: "test/payment-notice-questions.test.ts: another driver's or company's notice answers 404",
    }),
    'POST /v1/self/payment-notices/:id/question': () => ({
      own: "test/payment-notice-questions.test.ts: another driver's or company's notice answers 404",
    }),
    'GET /v1/payment-notices/:id/question': ({ noticeId }) => ({ params: { id: noticeId } }),
    'POST /v1/payment-notices/:id/question/answer': ({ noticeId }) => ({
      params: { id: noticeId },
      body: { message: '立替金として翌月にお支払いします' },
      readBack: `/v1/payment-notices/${noticeId}/question`,
    }),
  },
});
