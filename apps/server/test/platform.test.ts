import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/lib/db/db.ts';
import { PERMISSIONS_POLICY } from '../src/lib/http/security-headers.ts';
import { bearer, buildAppOn, createCompany, createTestApp, type TestApp } from './helpers.ts';
import { signal } from './support/signal.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.get('/v1/test/boom', { config: { roles: 'public' } }, async () => {
      throw new Error('secret database password is hunter2');
    });
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database', async () => {
    const res = await t.app.inject({ url: '/v1/healthcheck' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'ok' } });
  });

  it('sends the API security headers on API answers, errors and unknown routes alike', async () => {
    for (const url of ['/v1/healthcheck', '/v1/vehicles', '/v1/no-such-thing', '/auth/v1/sign-in']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'self'");
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      // Headers only a page acts on are left off JSON.
      expect(res.headers['permissions-policy'], url).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy'], url).toBeUndefined();
    }
  });

  it("sends the pages' security headers outside the API", async () => {
    for (const url of ['/', '/login', '/v1foo', '/track/abc']) {
      const res = await t.app.inject({ url });
      expect(res.headers['content-security-policy'], url).toContain("img-src 'self' data: blob: https:");
      expect(res.headers['content-security-policy'], url).toContain("connect-src 'self'");
      expect(res.headers['content-security-policy'], url).not.toContain('upgrade-insecure-requests');
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers['permissions-policy'], url).toBe(PERMISSIONS_POLICY);
    }
  });

  it('allows geolocation to the app itself and refuses the camera, the microphone, payments and USB', () => {
    const policy = Object.fromEntries(PERMISSIONS_POLICY.split(', ').map((d) => d.split('=')));
    expect(policy).toMatchObject({
      geolocation: '(self)',
      camera: '()',
      microphone: '()',
      payment: '()',
      usb: '()',
    });
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    for (const url of ['/v1/no-such-thing', '/auth/v1/nothing', '/v1/vehicles/x/y/z']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({
        statusCode: 404,
        requestId: expect.any(String),
        error: 'not_found',
        message: 'ページが見つかりません。',
      });
    }
  });

  it('hides internals of a 500 and gives a request id to quote', async () => {
    const res = await t.app.inject({ url: '/v1/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.error).toBe('internal');
    expect(body.message).toMatch(/^サーバーでエラーが発生しました。\(問い合わせ番号: [0-9a-f-]{36}\)$/);
    expect(JSON.stringify(body)).not.toContain('hunter2');
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const res = await t.app.inject({ url: '/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/v1/vehicles/{id}');
  });

  it('refuses unsupported content types and oversize JSON with the error shape', async () => {
    const { admin } = await createCompany(t);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: { ...bearer(admin), 'content-type': 'application/xml' },
      payload: '<vehicle/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('unsupported_media_type');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: { registrationNumber: 'x', memo: 'あ'.repeat(1_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toBe('payload_too_large');
  });
});

describe('database unavailable', () => {
  it('answers 503 within the bounded wait when PostgreSQL cannot be reached', async () => {
    const database = await openDatabase({ url: 'postgres://nobody@127.0.0.1:1/none', connectTimeoutMs: 500 });
    const app = await buildAppOn(database, t.dataDir);
    try {
      const health = await app.inject({ url: '/v1/healthcheck' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({
        status: 'error',
        database: { status: 'error', kind: 'postgres' },
      });
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in',
        payload: { email: 'someone@example.com', password: 'whatever-password' },
      });
      expect(signIn.statusCode).toBe(503);
      expect(signIn.json()).toMatchObject({ error: 'service_unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('graceful shutdown', () => {
  const handling = signal();
  const closing = signal();
  let server: TestApp;
  // Built before the test: a new app is slow on a busy machine, and the test's time is for closing.
  beforeAll(async () => {
    server = await createTestApp({}, (a) => {
      a.get('/v1/test/wait', { config: { roles: 'public' } }, async () => {
        handling.resolve();
        // Finishes only once the server has begun to close: the request is in flight during close.
        await closing.promise;
        return { finished: true };
      });
      a.addHook('preClose', async () => closing.resolve());
    });
  });

  it('lets a request in flight finish and does not wait for idle keep-alive clients', async () => {
    const { app } = server;
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            let body = '';
            res.on('data', (c) => {
              body += c;
            });
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on('error', reject);
      });
    // An idle keep-alive connection stays open after this request.
    expect((await get('/v1/healthcheck')).status).toBe(200);
    const inFlight = get('/v1/test/wait');
    // Closed only once the server handles it: a request still on its way would be refused, rightly.
    await handling.promise;
    // Were the idle connection holding the server open, close() would outlive the test's time-out.
    await server.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toEqual({ finished: true });
    agent.destroy();
  });
});
