import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/lib/http/route-roles.ts';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { multipartBody } from './support/multipart.ts';

/**
 * "No input of any kind produces a 500": random path ids, query strings, JSON bodies, raw bodies of any
 * content type and random multipart forms, sent by a signed-in staff user to every route of the table.
 */
let t: TestApp;
let admin: TestUser;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await createCompany(t)).admin;
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1') || r.url.startsWith('/auth/v1'));
});
afterAll(() => t.close());

const junkText = fc.oneof(
  fc.string(),
  fc.uuid(),
  fc.constantFrom('', '..', '%', '%E0%A4%A', '__proto__', '0', '-1', 'true'),
);
const junkQuery = fc.dictionary(
  fc.constantFrom('page', 'perPage', 'q', 'active', 'from', 'to', 'vehicleClass', 'x[y]', '__proto__'),
  junkText,
);
const junkBody = fc.oneof(
  fc.record({ kind: fc.constant('json' as const), value: fc.jsonValue() }),
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

function request(route: RouteEntry, pathValue: string, query: Record<string, string>, b: JunkBody) {
  const url = route.url.replace(/:[A-Za-z]+/g, encodeURIComponent(pathValue) || 'x');
  const qs = new URLSearchParams(query).toString();
  const base = { method: route.method as 'POST', url: qs ? `${url}?${qs}` : url, headers: bearer(admin) };
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
        fc.asyncProperty(junkText, junkQuery, junkBody, async (pathValue, query, body) => {
          const res = await request(route, pathValue, query, body);
          expect(res.statusCode, `${route.method} ${route.url} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json(), `${route.method} ${route.url}`).toHaveProperty('error');
        }),
        { numRuns: 25, seed: 20261121 },
      );
    }
  });
});
