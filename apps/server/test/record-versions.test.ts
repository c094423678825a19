import { VERSION_CONFLICT_MESSAGE } from '@rikuun/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { loadFixtures } from './security/collect.ts';
import type { Api, RouteCall } from './security/fixture.ts';
import { callAs } from './support/api-calls.ts';
import { multipartBody } from './support/multipart.ts';

/**
 * Optimistic concurrency (docs/architecture.md, Concurrent edits): every record two people can edit
 * carries a version; an update based on an older one answers 409 with the record as it is and writes
 * nothing. The records and valid bodies come from the security fixtures (test/security).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const fixtures = await loadFixtures();

/** The PUT of each record kind and the GET that answers the record alone. */
const kinds: { key: string; get: (params: Record<string, string>) => string }[] = [
  { key: 'PUT /v1/courses/:id', get: (p) => `/v1/courses/${p.id}` },
  {
    key: 'PUT /v1/courses/:courseId/destinations/:id',
    get: (p) => `/v1/courses/${p.courseId}/destinations/${p.id}`,
  },
  { key: 'PUT /v1/drivers/:id', get: (p) => `/v1/drivers/${p.id}` },
  { key: 'PUT /v1/vehicles/:id', get: (p) => `/v1/vehicles/${p.id}` },
  { key: 'PUT /v1/clients/:id', get: (p) => `/v1/clients/${p.id}` },
  { key: 'PUT /v1/contracts/:id', get: (p) => `/v1/contracts/${p.id}` },
  { key: 'PUT /v1/course-expenses/:courseId/:id', get: (p) => `/v1/expenses/${p.id}` },
  { key: 'PUT /v1/daily-reports/:id', get: (p) => `/v1/daily-reports/${p.id}` },
];

function fixtureApi(admin: TestUser): Api {
  const call = (async (method: string, url: string, body?: unknown) => {
    const res = await t.app.inject({ method, url, headers: bearer(admin), payload: body as object });
    if (res.statusCode >= 300) throw new Error(`${method} ${url} answered ${res.statusCode}: ${res.body}`);
    return res.body ? res.json() : undefined;
  }) as Api['call'];
  const unused = async () => {
    throw new Error('not needed here');
  };
  return { call, form: unused, as: () => ({ call, form: unused }), db: t.database.db, companyId: '' };
}

/** One company with the records of the route's feature; the route's url, body and the record's GET. */
async function recordOf(kind: (typeof kinds)[number]) {
  const { admin, companyId } = await createCompany(t);
  const feature = fixtures.get(kind.key);
  if (!feature) throw new Error(`no fixture for ${kind.key}`);
  const api = { ...fixtureApi(admin), companyId };
  const call: RouteCall = feature.call(kind.key, await feature.setup(api));
  const params = call.params ?? {};
  const url = kind.key.replace(/^PUT /, '').replace(/:(\w+)/g, (_m, name: string) => params[name] ?? '');
  return { admin, url, body: call.body as Record<string, unknown>, getUrl: kind.get(params) };
}

/** A record as read, without what changes by itself (signed links carry their own expiry). */
const stable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (key, v) =>
    /url$/i.test(key) && typeof v === 'string' ? v.split('?')[0] : v,
  );

async function read(admin: TestUser, url: string) {
  const res = await t.app.inject({ url, headers: bearer(admin) });
  expect(res.statusCode).toBe(200);
  return { body: res.json(), etag: res.headers.etag };
}

describe('versions of the records two people can edit', () => {
  for (const kind of kinds) {
    it(`${kind.key}: version 1, grows by one; a stale version answers 409 with the record and writes nothing; no version still applies`, async () => {
      const { admin, url, body, getUrl } = await recordOf(kind);
      const first = await read(admin, getUrl);
      expect(first.body.version).toBe(1);
      expect(first.etag).toBe('"1"');

      const saved = await t.app.inject({
        method: 'PUT',
        url,
        headers: bearer(admin),
        payload: { ...body, version: 1 },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().version).toBe(2);
      expect(saved.headers.etag).toBe('"2"');
      const after = await read(admin, getUrl);
      expect(after.body.version).toBe(2);

      const stale = await callAs(t, admin, 'PUT', url, { ...body, version: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toMatchObject({
        statusCode: 409,
        error: 'conflict',
        message: VERSION_CONFLICT_MESSAGE,
      });
      expect(stable(stale.body.current)).toEqual(stable(after.body));
      expect(stable((await read(admin, getUrl)).body)).toEqual(stable(after.body));

      const unversioned = await callAs(t, admin, 'PUT', url, body);
      expect(unversioned.status).toBe(200);
      expect(unversioned.body.version).toBe(3);
    });
  }

  it('PUT /v1/self/company (company settings): the same rules', async () => {
    const { admin } = await createCompany(t);
    const first = await read(admin, '/v1/self/company');
    expect(first.body.version).toBe(1);
    expect(first.etag).toBe('"1"');
    const body = { name: '更新運送株式会社', closingDay: 20, taxRounding: 'floor' };
    const saved = await callAs(t, admin, 'PUT', '/v1/self/company', { ...body, version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body.version).toBe(2);
    const stale = await callAs(t, admin, 'PUT', '/v1/self/company', {
      ...body,
      name: '古い名前',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: 'conflict', message: VERSION_CONFLICT_MESSAGE });
    expect(stale.body.current).toEqual(saved.body);
    expect((await read(admin, '/v1/self/company')).body).toEqual(saved.body);
    const unversioned = await callAs(t, admin, 'PUT', '/v1/self/company', body);
    expect(unversioned.body.version).toBe(3);
  });

  it('If-Match carries the version too: a stale one answers 409, the right one saves, a malformed one 400', async () => {
    const { admin, url, body, getUrl } = await recordOf(kinds[0] as (typeof kinds)[number]);
    const put = (ifMatch: string, payload: object = body) =>
      t.app.inject({ method: 'PUT', url, headers: { ...bearer(admin), 'if-match': ifMatch }, payload });
    const saved = await put('"1"');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(2);
    const before = await read(admin, getUrl);
    const stale = await put('"1"', { ...body, name: '古い画面から' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ error: 'conflict', current: before.body });
    expect((await read(admin, getUrl)).body).toEqual(before.body);
    // If-Match wins over a body version (the header is the HTTP way to say it).
    expect((await put('"1"', { ...body, version: 2 })).statusCode).toBe(409);
    expect((await put('W/"2"')).json().version).toBe(3);
    expect((await put('*')).json().version).toBe(4);
    const malformed = await put('version-4');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('bad_request');
  });

  it('six simultaneous saves of one course based on one version: exactly one is saved, five answer 409', async () => {
    const { admin, url, body, getUrl } = await recordOf(kinds[0] as (typeof kinds)[number]);
    const answers = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) =>
        t.app.inject({
          method: 'PUT',
          url,
          headers: bearer(admin),
          payload: { ...body, name: `同時編集${n}`, version: 1 },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)?.json();
    const now = (await read(admin, getUrl)).body;
    expect(now.version).toBe(2);
    expect(now.name).toBe(winner.name);
    for (const lost of answers.filter((a) => a.statusCode === 409)) expect(lost.json().current).toEqual(now);
  });

  it('other writes of a record move its version on, so a form opened before them is stale', async () => {
    const { admin, url, body, getUrl } = await recordOf(
      kinds.find((k) => k.key === 'PUT /v1/drivers/:id') as (typeof kinds)[number],
    );
    const status = await callAs(t, admin, 'PUT', `${url}/status`, { status: 'inactive' });
    expect(status.status).toBe(200);
    expect(status.body.version).toBe(2);
    const stale = await callAs(t, admin, 'PUT', url, { ...body, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.current).toEqual((await read(admin, getUrl)).body);
  });

  it('reordering a course stops moves their versions on', async () => {
    const kind = kinds[1] as (typeof kinds)[number];
    const { admin, getUrl } = await recordOf(kind);
    const courseUrl = getUrl.replace(/\/[^/]+$/, '');
    const list = (await callAs(t, admin, 'GET', courseUrl)).body.data as { id: string; version: number }[];
    expect(list.length).toBeGreaterThan(1);
    const reordered = await callAs(t, admin, 'POST', `${courseUrl}/actions/reorder`, {
      ids: list.map((d) => d.id).reverse(),
    });
    expect(reordered.status).toBe(200);
    for (const stop of reordered.body.data as { id: string; version: number }[]) {
      expect(stop.version).toBe((list.find((d) => d.id === stop.id)?.version ?? 0) + 1);
    }
  });

  it('bookkeeping is not an edit: saving the 請求・口座 section leaves the company details form current', async () => {
    const { admin } = await createCompany(t);
    const { payload, headers } = multipartBody([
      { name: 'invoiceRegistrationNumber', value: 't4011001098993' },
      { name: 'bankName', value: 'みずほ銀行' },
      { name: 'bankCode', value: '0001' },
      { name: 'branchName', value: '本店' },
      { name: 'branchCode', value: '001' },
      { name: 'jpAccountType', value: '1' },
      { name: 'accountNumber', value: '123456' },
      { name: 'accountHolder', value: '株式会社テストウンソウ' },
    ]);
    const settings = await t.app.inject({
      method: 'POST',
      url: '/v1/self/company/settings',
      headers: { ...headers, ...bearer(admin) },
      payload,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const company = (await read(admin, '/v1/self/company')).body;
    expect(company).toMatchObject({ invoiceRegistrationNumber: 'T4011001098993', version: 1 });
    const body = { name: '更新運送株式会社', closingDay: 20, taxRounding: 'floor', version: 1 };
    expect((await callAs(t, admin, 'PUT', '/v1/self/company', body)).status).toBe(200);
  });
});
