import fc from 'fast-check';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSigningKey } from '../src/lib/auth/signing-keys.ts';
import type { RouteEntry } from '../src/lib/http/route-roles.ts';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { issueApiKey } from './support/api-keys.ts';
import { multipartBody } from './support/multipart.ts';

/**
 * "No input of any kind produces a 500": random path ids, query strings, JSON bodies, raw bodies of any
 * content type and random multipart forms, sent by a signed-in staff user to every route of the table.
 */
let t: TestApp;
let admin: TestUser;
/** The admin's company API key: 'api_key' routes (/sms) get it instead of the ID token. */
let apiKey: string;
let routes: RouteEntry[];
/** Validly signed tokens whose subject is no user id: each must be a 401, not a database error. */
let oddTokens: string[];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createCompany(t)).admin;
  apiKey = (await issueApiKey(t, admin)).key;
  const key = await loadSigningKey(t.database.db);
  const now = Math.floor(Date.now() / 1000);
  oddTokens = await Promise.all(
    ['not-a-uuid', '0', '\u0000', `${admin.id}x`, "' or 1=1 --"].map((sub) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
        .setIssuer(t.app.services.config.auth.issuer)
        .setAudience(t.app.services.config.auth.audience)
        .setSubject(sub)
        .setIssuedAt(now)
        .setExpirationTime(now + 3600)
        .sign(key.privateKey),
    ),
  );
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1') || r.url.startsWith('/auth/v1'));
});
afterAll(() => t.close());

/** Text a database would choke on: NUL, control characters, dates out of its range or of year 0. */
const hostileText = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '品川\u0000',
    '\u0007\u001b[31m',
    '\u007f',
    '0000-01-01',
    '0190-01-01',
    '9999-12-31',
    '2100-12-31',
    '1899-12-31',
    '-0001-01-01',
    '2026-02-30',
    '2026-11-21T00:00:00Z',
    '\ud800',
  ),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)) }),
);
const junkText = fc.oneof(
  fc.string(),
  fc.uuid(),
  fc.constantFrom('', '..', '%', '%E0%A4%A', '%00', '__proto__', '0', '-1', 'true'),
  hostileText,
);
/** Bodies that look like the real ones, so hostile values reach the fields the services use. */
const fieldNames = [
  'registrationNumber',
  'name',
  'vehicleClass',
  'maker',
  'memo',
  'maintained',
  'firstRegisteredOn',
  'inspectionExpiresOn',
  'taskMasterIds',
  'email',
  'password',
  'refreshToken',
  'token',
  'newPassword',
] as const;
const plausibleBody = fc.dictionary(
  fc.constantFrom(...fieldNames),
  fc.oneof(junkText, fc.integer(), fc.boolean(), fc.constant(null), fc.array(junkText, { maxLength: 3 })),
);
const junkQuery = fc.dictionary(
  fc.constantFrom(
    'page',
    'perPage',
    'q',
    'active',
    'from',
    'to',
    'vehicleClass',
    'sort',
    'x[y]',
    '__proto__',
  ),
  junkText,
);
const junkBody = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue() }),
  fc.record({ kind: fc.constant('json' as const), value: plausibleBody }),
  fc.record({
    kind: fc.constant('raw' as const),
    type: fc.constantFrom(
      'application/json',
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/octet-stream',
    ),
    value: fc.string(),
  }),
  fc.record({
    kind: fc.constant('multipart' as const),
    fields: fc.array(
      fc.tuple(
        fc.constantFrom(
          'maintained',
          'memo',
          'taskMasterIds[]',
          'taskMasterIds[0]',
          'images',
          'a[b][c]',
          'firstRegisteredOn',
          '__proto__[x]',
          'x',
        ),
        junkText,
      ),
      { maxLength: 6 },
    ),
  }),
);

type JunkBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; type: string; value: string }
  | { kind: 'multipart'; fields: [string, string][] };

/** Mostly the real user, so requests get past sign-in; sometimes a token with an odd subject. */
const caller = fc.oneof({ weight: 4, arbitrary: fc.constant(-1) }, fc.integer({ min: 0, max: 4 }));

function request(
  route: RouteEntry,
  pathValue: string,
  query: Record<string, string>,
  b: JunkBody,
  who: number,
) {
  const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(pathValue) || 'x');
  const qs = new URLSearchParams(query).toString();
  const own = route.roles === 'api_key' ? apiKey : admin.token;
  const token = who < 0 ? own : (oddTokens[who] as string);
  const base = { method: route.method as 'POST', url: qs ? `${url}?${qs}` : url, headers: bearer({ token }) };
  if (route.method === 'GET' || route.method === 'DELETE') return t.app.inject(base);
  if (b.kind === 'json')
    return t.app.inject({
      ...base,
      payload: JSON.stringify(b.value),
      headers: { ...base.headers, 'content-type': 'application/json' },
    });
  if (b.kind === 'raw')
    return t.app.inject({ ...base, payload: b.value, headers: { ...base.headers, 'content-type': b.type } });
  const form = multipartBody(
    b.fields.map(([name, value]) =>
      name === 'images' ? { name, fileName: value || 'x', data: value } : { name, value },
    ),
  );
  return t.app.inject({ ...base, payload: form.payload, headers: { ...base.headers, ...form.headers } });
}

describe('robustness', () => {
  it('answers every route with a client error, never a 500, whatever it is sent', async () => {
    expect(routes.length).toBeGreaterThan(10);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(junkText, junkQuery, junkBody, caller, async (pathValue, query, body, who) => {
          const res = await request(route, pathValue, query, body, who);
          expect(res.statusCode, `${route.method} ${route.url} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json(), `${route.method} ${route.url}`).toHaveProperty('error');
        }),
        { numRuns: 25, seed: 20261121 },
      );
    }
    // 25 runs of every route: it grows with the API, so it gets more than one call's time.
  }, 180_000);
});
