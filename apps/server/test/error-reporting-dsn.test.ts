import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_SIGNED_IN } from '../src/lib/http/route-roles.ts';
import { bearer, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { startReceiver } from './support/http-receiver.ts';

/**
 * With ERROR_REPORTING_DSN, the server's unexpected errors go to that Sentry-compatible service: here a
 * receiver on loopback standing in for Sentry or GlitchTip, which reads the envelope it is sent.
 */
let t: TestApp;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let admin: TestUser;
const TOKEN = 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJsZWFrIn0.bGVha2VkLXNpZ25hdHVyZQ';

beforeAll(async () => {
  receiver = await startReceiver();
  t = await createTestApp(
    { ERROR_REPORTING_DSN: `http://publickey@127.0.0.1:${receiver.port}/42`, RELEASE: 'rikuun@9.9.9' },
    (app) => {
      app.get('/v1/test/boom/:id', { config: { roles: ANY_SIGNED_IN } }, async () => {
        throw new Error(`could not mail hanako@example.jp with ${TOKEN}`);
      });
    },
  );
  admin = (await usersOfEveryRole(t)).byRole.company_admin;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('error reporting through a DSN', () => {
  it('sends the exception with release, route, role and request id, and nothing personal', async () => {
    const res = await t.app.inject({
      url: '/v1/test/boom/0192f000-0000-7000-8000-00000000abcd',
      headers: { ...bearer(admin), 'x-request-id': 'complaint-dsn-0001' },
    });
    expect(res.statusCode).toBe(500);
    await t.app.errorReporter.flush();
    await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const envelope = receiver.received[0];
    expect(envelope?.url).toMatch(/^\/api\/42\/envelope\/(\?|$)/);
    const text = envelope?.body.toString('utf8') ?? '';
    const [header, itemHeader, payload] = text
      .split('\n')
      .map((line) => (line ? JSON.parse(line) : undefined));
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(header.trace.public_key).toBe('publickey');
    expect(itemHeader.type).toBe('event');
    expect(payload.release).toBe('rikuun@9.9.9');
    expect(payload.tags).toEqual({
      route: 'GET /v1/test/boom/:id',
      role: 'company_admin',
      request_id: 'complaint-dsn-0001',
    });
    expect(payload.exception.values[0].value).toBe('could not mail [email] with [token]');

    expect(text).not.toContain('hanako@example.jp');
    expect(text).not.toContain(admin.email);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(admin.token);
    expect(text).not.toContain(admin.id);
  });

  it("lets the web app's pages connect to the DSN's origin (CSP connect-src), and nowhere else new", async () => {
    const res = await t.app.inject({ url: '/login' });
    const csp = String(res.headers['content-security-policy']);
    const connect = csp.split(';').find((d) => d.trim().startsWith('connect-src'));
    expect(connect?.trim()).toBe(`connect-src 'self' http://127.0.0.1:${receiver.port}`);
  });

  it('keeps the embedded list empty of server errors then', async () => {
    const res = await t.app.inject({
      url: '/v1/system-admin/errors?source=server',
      headers: bearer((await usersOfEveryRole(t)).byRole.system_admin),
    });
    expect(res.json().total).toBe(0);
  });
});
