import { type Role, roles } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/lib/http/route-roles.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { type LoadedFeature, loadFixtures } from './security/collect.ts';
import type { Api, PlatformRole, RouteCall } from './security/fixture.ts';
import { issueApiKey } from './support/api-keys.ts';
import { multipartBody } from './support/multipart.ts';

/**
 * Generated from the route table, with the call details of each feature's fixtures
 * (test/security/<feature>.fixtures.ts):
 * - every route declares its roles; anonymous calls get 401, undeclared roles 403;
 * - 'api_key' routes refuse every role's ID token with 401 and are called with a key of the company;
 * - every declared role gets neither 401 nor 403;
 * - every list route shows another company none of a company's rows;
 * - every route with an id answers another company 404, and its writes leave the record unchanged.
 */
let t: TestApp;
let routes: RouteEntry[];
let listKeys: Set<string>;
/** The system administrator and a consignor user whose records fixtures may create (api.as). */
let platformUsers: Record<PlatformRole, TestUser>;
const fixtures = await loadFixtures();

beforeAll(async () => {
  t = await createTestApp();
  platformUsers = (await usersOfEveryRole(t)).byRole;
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1') || r.url.startsWith('/auth/v1'));
  listKeys = listRouteKeys(t.app.swagger() as OpenApi);
});
afterAll(() => t.close());

const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;
const hasParams = (url: string) => /:[A-Za-z]+/.test(url);
const declared = (r: RouteEntry): readonly Role[] => (Array.isArray(r.roles) ? r.roles : []);
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0192f000-0000-7000-8000-00000000abcd');
const isWrite = (r: RouteEntry) =>
  ['PUT', 'PATCH', 'DELETE'].includes(r.method) || (r.method === 'POST' && hasParams(r.url));
const companyRoute = (r: RouteEntry) =>
  declared(r).includes('company_admin') || declared(r).includes('driver') || r.roles === 'api_key';

/** API keys issued for the test, one per company admin. */
const apiKeys = new Map<string, { token: string }>();
/** How a user's company calls a route: 'api_key' routes with a key of the company, others with the user's ID token. */
async function authOf(r: RouteEntry, user: TestUser): Promise<{ token: string }> {
  if (r.roles !== 'api_key') return user;
  let key = apiKeys.get(user.id);
  if (!key) {
    key = { token: (await issueApiKey(t, user)).key };
    apiKeys.set(user.id, key);
  }
  return key;
}

type OpenApi = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
/** GET routes that answer the contract's list shape `{data: [...], total}`, read from the OpenAPI document. */
function listRouteKeys(spec: OpenApi): Set<string> {
  const keys = new Set<string>();
  for (const [path, ops] of Object.entries(spec.paths)) {
    const ok = ops.get?.responses?.['200'] as
      | { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> }
      | undefined;
    const props = ok?.content?.['application/json']?.schema?.properties;
    if (props?.data?.type === 'array' && props.total) keys.add(`GET ${path.replace(/\{(\w+)\}/g, ':$1')}`);
  }
  return keys;
}

/** The fixture API for one company: calls as its admin (or a platform user) and insists on success. */
function apiAs(admin: TestUser, platform: Record<PlatformRole, TestUser>): Api {
  const companyId = admin.companyId ?? '';
  return { ...callsAs(admin), as: (role) => callsAs(platform[role]), db: t.database.db, companyId };
}

function callsAs(admin: TestUser): Pick<Api, 'call' | 'form'> {
  const ok = async (res: Awaited<ReturnType<TestApp['app']['inject']>>, what: string) => {
    if (res.statusCode >= 300)
      throw new Error(`fixture call ${what} answered ${res.statusCode}: ${res.body}`);
    return res.body ? res.json() : undefined;
  };
  return {
    call: async (method, url, body) =>
      ok(
        await t.app.inject({ method, url, headers: bearer(admin), payload: body as object | undefined }),
        `${method} ${url}`,
      ),
    form: async (url, parts) => {
      const { payload, headers } = multipartBody(parts);
      return ok(
        await t.app.inject({ method: 'POST', url, headers: { ...headers, ...bearer(admin) }, payload }),
        `POST ${url}`,
      );
    },
  };
}

/** Runs each feature's setup once for a company; then gives the call of any route on those records. */
async function prepare(
  admin: TestUser,
  features: Iterable<LoadedFeature> = new Set(fixtures.values()),
  platform: Record<PlatformRole, TestUser> = platformUsers,
) {
  const api = apiAs(admin, platform);
  const records = new Map<LoadedFeature, unknown>();
  for (const feature of new Set(features)) records.set(feature, await feature.setup(api));
  return (key: string): RouteCall => {
    const feature = fixtures.get(key);
    if (!feature) throw new Error(`no security fixture for ${key}`);
    return feature.call(key, records.get(feature));
  };
}

/** Calls a route as a user (or anonymously) with the fixture's params and body. */
function send(r: RouteEntry, call: RouteCall | undefined, user?: { token: string }) {
  const url = call?.params
    ? r.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => call.params?.[name] ?? `:${name}`)
    : concrete(r.url);
  const query = call?.query ? `?${new URLSearchParams(call.query)}` : '';
  const form = call?.form ? multipartBody(call.form) : undefined;
  return t.app.inject({
    method: r.method as 'GET',
    url: url + query,
    headers: { ...form?.headers, ...(user ? bearer(user) : {}) },
    payload: form ? form.payload : (call?.body as object | undefined),
  });
}

/** What a read shows, minus what changes by itself: signed links carry their own expiry. */
async function readBack(url: string, user: TestUser) {
  const res = await t.app.inject({ url, headers: bearer(user) });
  const body = JSON.parse(res.body, (key, value) =>
    /url$/i.test(key) && typeof value === 'string' ? value.split('?')[0] : value,
  );
  return { status: res.statusCode, body };
}

describe('route table', () => {
  it('has a role declaration on every route', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.roles === undefined).map(keyOf);
    expect(undeclared).toEqual([]);
  });

  it('has a security fixture for every route with an id and every list route, and none for routes that are gone', () => {
    const needed = routes.filter((r) => r.roles !== 'public' && (hasParams(r.url) || listKeys.has(keyOf(r))));
    expect(listKeys.size).toBeGreaterThan(0);
    const missing = needed.map(keyOf).filter((key) => !fixtures.has(key));
    expect(missing, 'add these routes to their feature file in test/security/*.fixtures.ts').toEqual([]);
    const known = new Set(routes.map(keyOf));
    const stale = [...fixtures.keys()].filter((key) => !known.has(key));
    expect(stale, 'fixtures for routes that do not exist').toEqual([]);
  });

  it('refuses anonymous calls to every non-public route with 401', async () => {
    for (const r of routes.filter((x) => x.roles !== 'public')) {
      const res = await send(r, undefined);
      expect(res.statusCode, keyOf(r)).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('refuses every role that a route does not declare with 403', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const r of routes) {
      if (r.roles === 'public' || r.roles === undefined) continue;
      for (const role of roles.filter((x) => !declared(r).includes(x))) {
        const res = await send(r, undefined, byRole[role]);
        // An 'api_key' route takes no ID token at all: every role's is refused as no credentials.
        expect(res.statusCode, `${role} ${keyOf(r)}`).toBe(r.roles === 'api_key' ? 401 : 403);
      }
    }
  });

  it('lets every declared role through (neither 401 nor 403) on a valid call', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const r of routes) {
      if (r.roles === 'public' || r.roles === undefined) continue;
      // Fresh records for each route, in the roles' own company: an earlier DELETE must not hide this one.
      const feature = fixtures.get(keyOf(r));
      const call = feature ? (await prepare(byRole.company_admin, [feature], byRole))(keyOf(r)) : undefined;
      const callers: [string, { token: string }][] =
        r.roles === 'api_key'
          ? [['api_key', await authOf(r, byRole.company_admin)]]
          : declared(r).map((role) => [role, byRole[role]]);
      for (const [role, caller] of callers) {
        const res = await send(r, call, caller);
        expect([401, 403], `${role} ${keyOf(r)} answered ${res.statusCode}: ${res.body}`).not.toContain(
          res.statusCode,
        );
        expect(res.statusCode, `${role} ${keyOf(r)}: ${res.body}`).toBeLessThan(500);
      }
    }
    // A sweep over every route and role: it grows with the API, so it gets more than one call's time.
  }, 180_000);
});

describe('tenancy', () => {
  it("shows another company none of a company's rows on every list route", async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    const lists = routes.filter((r) => listKeys.has(keyOf(r)) && !hasParams(r.url) && companyRoute(r));
    expect(lists.length).toBeGreaterThan(0);
    // Keys first: issuing one is itself a row of a list.
    for (const r of lists) for (const admin of [a.admin, b.admin]) await authOf(r, admin);
    const before = new Map<string, number>();
    for (const r of lists) {
      const query = fixtures.get(keyOf(r))?.listQuery(keyOf(r));
      before.set(keyOf(r), (await send(r, query && { query }, await authOf(r, b.admin))).json().total);
    }

    const callOf = await prepare(a.admin);
    for (const r of lists) {
      const key = keyOf(r);
      const call = callOf(key);
      if (call.shared || call.own) continue;
      expect(call.listed?.length, `${key}: the fixture lists no rows of company A`).toBeGreaterThan(0);
      const listed = call.listed ?? [];
      const rowId = (row: Record<string, string>) => row[call.rowId ?? 'id'];
      const own = (await send(r, call, await authOf(r, a.admin))).json();
      expect(own.data.map(rowId), `${key} as company A`).toEqual(expect.arrayContaining(listed));
      const res = await send(r, call, await authOf(r, b.admin));
      expect(res.statusCode, key).toBe(200);
      const ids: string[] = res.json().data.map(rowId);
      expect(
        ids.filter((id: string) => listed.includes(id)),
        `${key} shows A's rows to B`,
      ).toEqual([]);
      expect(res.json().total, `${key}: B's total counts A's rows`).toBe(before.get(key));
    }
  });

  it('answers 404 to another company on every route with an id, and its writes change nothing', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    const callOf = await prepare(a.admin);
    const idRoutes = routes.filter((r) => hasParams(r.url) && companyRoute(r));
    expect(idRoutes.filter(isWrite).length).toBeGreaterThan(0);
    for (const r of idRoutes) {
      const key = keyOf(r);
      const call = callOf(key);
      if (call.shared || call.own) continue;
      if (isWrite(r) && !call.readBack) throw new Error(`${key}: the fixture needs readBack (a GET url)`);
      const seen = call.readBack ? await readBack(call.readBack, a.admin) : undefined;
      if (seen) expect(seen.status, `${key}: readBack as company A`).toBe(200);

      const res = await send(r, call, await authOf(r, b.admin));
      expect(res.statusCode, `${key}: ${res.body}`).toBe(404);
      expect(res.json().error, key).toBe('not_found');
      if (call.readBack)
        expect(await readBack(call.readBack, a.admin), `${key} changed A's record`).toEqual(seen);
    }
  });
});
