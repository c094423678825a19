import { type Role, roles } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORTS_PER_MINUTE } from '../src/features/system-status/report-limits.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { enqueueJob } from '../src/lib/jobs/queue.ts';
import { bearer, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { parsePrometheusText, sampleValue } from './support/prometheus-text.ts';

let t: TestApp;
let users: Record<Role, TestUser>;

beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: 'scrape-secret-for-tests' }, (app) => {
    app.get('/v1/test/boom', { config: { roles: 'public' } }, async () => {
      throw new Error('database said no for hanako@example.jp');
    });
  });
  users = (await usersOfEveryRole(t)).byRole;
});
afterAll(() => t.close());

const admin = () => bearer(users.system_admin);
const errorGroupsOf = async (source: 'web' | 'server') =>
  (await t.app.inject({ url: `/v1/system-admin/errors?source=${source}`, headers: admin() })).json<{
    data: {
      message: string;
      place: string;
      count: number;
      lastStack: string | null;
      lastUrl: string | null;
      lastRequestId: string | null;
    }[];
    total: number;
  }>();

describe('request ids', () => {
  it('names every answer, and error bodies, with the request id', async () => {
    const ok = await t.app.inject({ url: '/v1/healthcheck' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const missing = await t.app.inject({ url: '/v1/vehicles/no/such/thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().requestId).toBe(missing.headers['x-request-id']);
    const refused = await t.app.inject({ url: '/v1/vehicles' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().requestId).toBe(refused.headers['x-request-id']);
  });

  it("takes the balancer's id, and makes one instead of an implausible one", async () => {
    const given = await t.app.inject({
      url: '/v1/healthcheck',
      headers: { 'x-request-id': 'lb-2f6c1a9e-0001' },
    });
    expect(given.headers['x-request-id']).toBe('lb-2f6c1a9e-0001');
    const injected = await t.app.inject({
      url: '/v1/healthcheck',
      headers: { 'x-request-id': 'x\nlevel=fatal msg=forged' },
    });
    expect(injected.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('embedded error reporting', () => {
  it("stores the server's own 500 with its request id, scrubbed", async () => {
    const res = await t.app.inject({ url: '/v1/test/boom', headers: { 'x-request-id': 'complaint-0042' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().requestId).toBe('complaint-0042');
    await t.app.errorReporter.flush();
    const { data } = await errorGroupsOf('server');
    const group = data.find((g) => g.message.includes('database said no'));
    expect(group).toMatchObject({
      place: expect.stringContaining('operability.test.ts'),
      lastRequestId: 'complaint-0042',
    });
    expect(JSON.stringify(group)).not.toContain('hanako@example.jp');
  });

  it('takes a report of the web app (202), groups repeats and scrubs emails and tokens', async () => {
    const report = {
      message: 'TypeError: x is undefined for taro@example.com',
      stack:
        'TypeError: x is undefined\n    at DriverList (http://localhost:5173/assets/drivers-3fa1.js?v=2:10:7)\n    at render (http://localhost:5173/assets/react.js:1:1)',
      url: 'http://localhost:5173/drivers?token=eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl&page=2',
      release: 'rikuun@1.2.3',
    };
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/client-errors',
        payload: report,
        headers: bearer(users.driver),
      });
      expect(res.statusCode).toBe(202);
    }
    const { data } = await errorGroupsOf('web');
    const group = data.find((g) => g.message.startsWith('TypeError: x is undefined'));
    expect(group).toMatchObject({ count: 2, place: 'DriverList (/assets/drivers-3fa1.js:10:7)' });
    const stored = JSON.stringify(group);
    expect(stored).not.toContain('taro@example.com');
    expect(stored).not.toContain('eyJhbGciOiJFUzI1NiJ9');
    expect(group?.lastUrl).toBe('http://localhost:5173/drivers?token=[redacted]&page=2');
  });

  it('refuses a report without a message, one too large, and a flood from one user', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/v1/client-errors', payload: { message: '' } });
    expect(empty.statusCode).toBe(400);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/client-errors',
      payload: { message: 'big', stack: 'x'.repeat(64 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    const statuses: number[] = [];
    for (let i = 0; i <= REPORTS_PER_MINUTE.user; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/client-errors',
        payload: { message: `flood ${i}` },
        headers: bearer(users.company_admin),
        remoteAddress: `10.0.0.${i + 1}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((s) => s === 202)).toHaveLength(REPORTS_PER_MINUTE.user);
    expect(statuses.at(-1)).toBe(429);
  });

  it('shows the errors and the status only to the system administrator', async () => {
    for (const role of roles.filter((r) => r !== 'system_admin')) {
      for (const url of ['/v1/system-admin/errors', '/v1/system-admin/status']) {
        const res = await t.app.inject({ url, headers: bearer(users[role]) });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
    }
  });
});

describe('metrics', () => {
  it('answers Prometheus text that moves when requests are made', async () => {
    const read = async () => {
      const res = await t.app.inject({ url: '/metrics' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      return parsePrometheusText(res.body);
    };
    const labels = { route: '/v1/healthcheck', method: 'GET', status: '200' };
    const before = await read();
    await t.app.inject({ url: '/v1/healthcheck' });
    await t.app.inject({ url: '/v1/healthcheck' });
    const after = await read();
    expect(sampleValue(after, 'rikuun_http_requests_total', labels)).toBe(
      (sampleValue(before, 'rikuun_http_requests_total', labels) ?? 0) + 2,
    );
    expect(sampleValue(after, 'rikuun_http_request_duration_seconds_count', labels)).toBeGreaterThanOrEqual(
      2,
    );
    expect(sampleValue(after, 'rikuun_db_pool_size', {})).toBeGreaterThanOrEqual(1);
    // PGlite is one connection in the process: in use and waiting are PostgreSQL's pool only.
    if (t.database.kind === 'postgres') expect(sampleValue(after, 'rikuun_db_pool_waiting', {})).toBe(0);
    else expect(sampleValue(after, 'rikuun_db_pool_in_use', {})).toBeUndefined();
    expect(sampleValue(after, 'nodejs_heap_size_used_bytes', {})).toBeGreaterThan(0);
    expect(sampleValue(after, 'nodejs_eventloop_lag_seconds', {})).toBeGreaterThanOrEqual(0);
    expect(after.types.get('rikuun_http_request_duration_seconds')).toBe('histogram');
  });

  it('counts the job backlog and failures by kind', async () => {
    await enqueueJob(t.database.db, { type: 'no-such-kind', priority: 'bulk' }, {}, { maxAttempts: 1 });
    const waiting = parsePrometheusText((await t.app.inject({ url: '/metrics' })).body);
    expect(sampleValue(waiting, 'rikuun_jobs_waiting', { kind: 'no-such-kind' })).toBe(1);
    await t.app.jobs.runDue();
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.type, 'no-such-kind'));
    expect(row?.failedAt).not.toBeNull();
    const failed = parsePrometheusText((await t.app.inject({ url: '/metrics' })).body);
    expect(sampleValue(failed, 'rikuun_jobs_failed', { kind: 'no-such-kind' })).toBe(1);
    expect(
      sampleValue(failed, 'rikuun_job_failures_total', { kind: 'no-such-kind', given_up: 'true' }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('asks a scraper from elsewhere for the token', async () => {
    const outside = { remoteAddress: '203.0.113.9' };
    expect((await t.app.inject({ url: '/metrics', ...outside })).statusCode).toBe(401);
    const proxied = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(401);
    const wrong = await t.app.inject({
      url: '/metrics',
      ...outside,
      headers: { authorization: 'Bearer nope' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      url: '/metrics',
      ...outside,
      headers: { authorization: 'Bearer scrape-secret-for-tests' },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('status page', () => {
  it('lists this instance, the failed jobs and errors; a failed job can run again', async () => {
    const res = await t.app.inject({ url: '/v1/system-admin/status', headers: admin() });
    expect(res.statusCode).toBe(200);
    const status = res.json();
    expect(status.instances).toHaveLength(1);
    // Without DATABASE_READ_URL an instance reads no replica (read-replicas.test.ts covers them).
    expect(status.instances[0]).toMatchObject({ pid: process.pid, replicas: [] });
    expect(status.database).toMatchObject({ kind: t.database.kind });
    expect(status.database.bytes).toBeGreaterThan(0);
    expect(status.errors.groups).toBeGreaterThanOrEqual(2);
    const failed = status.jobs.failed.find((j: { type: string }) => j.type === 'no-such-kind');
    expect(failed).toMatchObject({ retryable: true, lastError: 'no handler for job type no-such-kind' });

    const retry = await t.app.inject({
      method: 'POST',
      url: `/v1/system-admin/jobs/${failed.id}/retry`,
      headers: admin(),
    });
    expect(retry.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, failed.id));
    expect(row).toMatchObject({ failedAt: null, attempts: 0 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/system-admin/jobs/${failed.id}/retry`,
      headers: admin(),
    });
    expect(again.statusCode).toBe(404);
  });
});
