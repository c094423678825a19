import type { InjectOptions } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/lib/auth/signing-keys.ts';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { multipartBody } from './support/multipart.ts';

/** Input that once reached the database and answered 500: each is now a 4xx in the error shape. */
let t: TestApp;
let admin: TestUser;
let vehicleId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createCompany(t)).admin;
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: bearer(admin),
    payload: { registrationNumber: '品川 100 あ 10-01', vehicleClass: 'small' },
  });
  vehicleId = res.json().id;
});
afterAll(() => t.close());

const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;

function expectErrorShape(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status);
  const body = res.json() as { statusCode: number; message: string; error: string };
  expect(body.statusCode).toBe(status);
  expect(body.message).toMatch(japanese);
  expect(typeof body.error).toBe('string');
  return body;
}

describe('NUL and control characters', () => {
  it('answers 400 in the validation shape for NUL in a JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: { registrationNumber: '品川\u0000 100', vehicleClass: 'small' },
    });
    const body = expectErrorShape(res, 400) as unknown as { errors: { property: string }[] };
    expect(body.errors[0]?.property).toBe('registrationNumber');
  });

  it('answers 400 for NUL in a query string, and in a text field the schema does not check', async () => {
    expectErrorShape(await t.app.inject({ url: '/v1/vehicles?q=%00', headers: bearer(admin) }), 400);
    expectErrorShape(
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in',
        payload: { email: 'a@example.com', password: 'pass\u0000word' },
      }),
      400,
    );
  });

  it('answers 400 for NUL in a multipart field', async () => {
    const { payload, headers } = multipartBody([
      { name: 'maintained', value: '2026-01-20' },
      { name: 'memo', value: 'オイル\u0000交換' },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/vehicles/${vehicleId}/maintenances/actions/create-with-images`,
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expectErrorShape(res, 400);
  });

  it('names the field for other control characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
      payload: { maintained: '2026-01-20', memo: 'ベル\u0007' },
    });
    const body = expectErrorShape(res, 400) as unknown as {
      errors: { property: string; constraints: object }[];
    };
    expect(body.errors[0]).toMatchObject({ property: 'memo' });
    expect(Object.values(body.errors[0]?.constraints ?? {})).toEqual([
      'メモに使用できない文字（制御文字）が含まれています',
    ]);
  });
});

describe('dates', () => {
  it('answers 400 for year 0000 and other implausible dates, in the body and the query', async () => {
    for (const date of ['0000-01-01', '0190-01-01', '9999-12-31']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/vehicles',
        headers: bearer(admin),
        payload: {
          registrationNumber: `品川 100 あ ${date}`,
          vehicleClass: 'small',
          inspectionExpiresOn: date,
        },
      });
      expectErrorShape(res, 400);
      expectErrorShape(
        await t.app.inject({
          url: `/v1/vehicles/${vehicleId}/maintenances?from=${date}`,
          headers: bearer(admin),
        }),
        400,
      );
    }
  });

  it('refuses a future 整備日 and 初度登録日', async () => {
    const maintenance = await t.app.inject({
      method: 'POST',
      url: `/v1/vehicles/${vehicleId}/maintenances`,
      headers: bearer(admin),
      payload: { maintained: '2099-01-01', memo: '点検' },
    });
    expect(expectErrorShape(maintenance, 400)).toMatchObject({
      errors: [{ property: 'maintained', constraints: { custom: '整備日に未来の日付は指定できません' } }],
    });
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: bearer(admin),
      payload: {
        registrationNumber: '品川 100 あ 10-02',
        vehicleClass: 'small',
        firstRegisteredOn: '2099-01-01',
      },
    });
    expectErrorShape(vehicle, 400);
  });
});

describe('tokens', () => {
  it('answers 401 for a validly signed token whose subject is not a user id', async () => {
    const key = await loadSigningKey(t.database.db);
    const now = Math.floor(Date.now() / 1000);
    for (const sub of ['not-a-uuid', '0', "1' or '1'='1", 'x'.repeat(500)]) {
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setIssuer(t.app.services.config.auth.issuer)
        .setAudience(t.app.services.config.auth.audience)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 600)
        .sign(key.privateKey);
      const res = await t.app.inject({ url: '/v1/self', headers: { authorization: `Bearer ${token}` } });
      expect(expectErrorShape(res, 401)).toMatchObject({ error: 'unauthorized' });
    }
  });
});

describe("Fastify's own errors", () => {
  it('renders each in the error shape with a Japanese message', async () => {
    const cases: [InjectOptions, number][] = [
      [
        {
          method: 'POST',
          url: '/auth/v1/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '{',
        },
        400,
      ],
      [
        {
          method: 'POST',
          url: '/auth/v1/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '',
        },
        400,
      ],
      [
        { method: 'POST', url: '/auth/v1/sign-in', headers: { 'content-type': 'text/xml' }, payload: '<a/>' },
        415,
      ],
      [
        {
          method: 'POST',
          url: '/auth/v1/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1}}',
        },
        400,
      ],
      [
        {
          method: 'POST',
          url: '/auth/v1/sign-in',
          headers: { 'content-type': 'application/json' },
          payload: `"${'a'.repeat(3 * 1024 * 1024)}"`,
        },
        413,
      ],
      [{ method: 'GET', url: '/v1/%E0%A4%A' }, 400],
      [{ method: 'GET', url: `/v1/vehicles/${'a'.repeat(600)}`, headers: bearer(admin) }, 404],
    ];
    for (const [request, status] of cases) {
      const res = await t.app.inject(request);
      expect(`${res.statusCode} ${res.body}`, JSON.stringify(request).slice(0, 100)).toMatch(
        new RegExp(`^${status} `),
      );
      expectErrorShape(res, status);
    }
  });
});
