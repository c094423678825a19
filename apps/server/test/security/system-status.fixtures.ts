import { eq } from 'drizzle-orm';
import { jobs } from '../../src/lib/jobs/jobs.table.ts';
import { enqueueJob } from '../../src/lib/jobs/queue.ts';
import { defineFixtures } from './fixture.ts';

/**
 * The system administrator's error list, status and job retry belong to no company: setup gives up one
 * job of its own (test/operability.test.ts checks the page's contents and the retry).
 */
export default defineFixtures({
  async setup(api) {
    const type = `fixture-failed-${api.companyId}`;
    await enqueueJob(api.db, { type, priority: 'bulk' }, {}, { maxAttempts: 1 });
    const [job] = await api.db.select().from(jobs).where(eq(jobs.type, type));
    await api.db.update(jobs).set({ failedAt: new Date(), attempts: 1 }).where(eq(jobs.type, type));
    return { jobId: job?.id ?? '' };
  },
  routes: {
    'GET /v1/system-admin/errors': () => ({
      shared: 'Errors of the web app and the server, for the system administrator only: no company rows.',
    }),
    'POST /v1/system-admin/jobs/:id/retry': ({ jobId }) => ({ params: { id: jobId } }),
  },
});
