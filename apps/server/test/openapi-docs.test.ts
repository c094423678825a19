import { type Role, roles } from '@rikuun/contract';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/lib/http/route-roles.ts';
import { bearer, createTestApp, type TestApp, type TestUser, usersOfEveryRole } from './helpers.ts';
import { issueApiKey } from './support/api-keys.ts';

/**
 * The served OpenAPI document explains itself: every route has a Japanese summary and description,
 * and every error a route answers is declared on it with a schema the answer's body satisfies (the
 * document's own JSON Schema, checked with a validator, not the contract's zod schema).
 */
type Operation = {
  summary?: string;
  description?: string;
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};
type Doc = { paths: Record<string, Record<string, Operation>>; components: unknown };

let t: TestApp;
let doc: Doc;
let routes: RouteEntry[];
let byRole: Record<Role, TestUser>;
let apiKey: string;
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
  ajv.addSchema(doc as object, 'openapi.json');
  routes = t.app.routeTable.filter(
    (r) => (r.url.startsWith('/v1') || r.url.startsWith('/auth/v1')) && !hidden.includes(r.url),
  );
  byRole = (await usersOfEveryRole(t)).byRole;
  apiKey = (await issueApiKey(t, byRole.company_admin)).key;
});
afterAll(() => t.close());

/** Left out of the document on purpose: the document itself and signed file links (files.routes.ts). */
const hidden = ['/v1/openapi.json', '/v1/files/:id', '/v1/files/:id/thumbnail'];
const keyOf = (r: RouteEntry) => `${r.method} ${r.url}`;
const pathOf = (url: string) => url.replace(/:([A-Za-z]+)/g, '{$1}');
const operationOf = (r: RouteEntry) => doc.paths[pathOf(r.url)]?.[r.method.toLowerCase()];
const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/;
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0192f000-0000-7000-8000-00000000abcd');
const pointer = (...parts: string[]) =>
  parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;
/** An error answer must be declared on the route and its body must satisfy the declared schema. */
function undeclared(r: RouteEntry, res: Answer, what: string): string[] {
  if (res.statusCode < 400) return [];
  const label = `${keyOf(r)} ${what} answered ${res.statusCode}: ${res.body.slice(0, 200)}`;
  if (!operationOf(r)?.responses[String(res.statusCode)]) return [`${label} — not declared`];
  const path = pointer('paths', pathOf(r.url), r.method.toLowerCase(), 'responses', String(res.statusCode));
  const validate = ajv.getSchema(`openapi.json#/${path}/content/application~1json/schema`);
  if (!validate) return [`${label} — declared without a JSON schema`];
  return validate(res.json()) ? [] : [`${label} — ${JSON.stringify(validate.errors)}`];
}
function expectDeclared(r: RouteEntry, res: Answer, what: string) {
  expect(undeclared(r, res, what)).toEqual([]);
}

function callAs(r: RouteEntry, headers: Record<string, string>, payload?: string) {
  return t.app.inject({ method: r.method as 'GET', url: concrete(r.url), headers, payload });
}

describe('OpenAPI document', () => {
  it('gives every route a Japanese summary and description', () => {
    expect(routes.length).toBeGreaterThan(100);
    const missing = routes.filter((r) => {
      const op = operationOf(r);
      // The first paragraph (who may call it) comes from the route's roles; the route writes the rest.
      const own = (op?.description ?? '').split('\n\n').slice(1).join('\n\n');
      return !op || !japanese.test(op.summary ?? '') || !japanese.test(own);
    });
    expect(missing.map(keyOf), 'add a summary and a description to these routes').toEqual([]);
  });

  it('declares every error a route answers, with the schema of the body the error handler sends', async () => {
    const problems: string[] = [];
    for (const r of routes) {
      // Anonymous: 401 on every route but the public ones (whose refusals must be declared too).
      problems.push(...undeclared(r, await callAs(r, {}), 'anonymously'));
      if (r.roles === 'api_key') {
        problems.push(...undeclared(r, await callAs(r, bearer(byRole.company_admin)), 'with an ID token'));
        problems.push(
          ...undeclared(r, await callAs(r, { authorization: `Bearer ${apiKey}` }), 'with an API key'),
        );
        continue;
      }
      if (!Array.isArray(r.roles)) continue;
      const declaredRoles = r.roles as readonly Role[];
      const outsider = roles.find((role) => !declaredRoles.includes(role));
      if (outsider)
        problems.push(...undeclared(r, await callAs(r, bearer(byRole[outsider])), `as ${outsider}`));
      const caller = bearer(byRole[declaredRoles[0] as Role]);
      // Unknown ids (404), a missing body or query (400), a bad Idempotency-Key or If-Match (400).
      problems.push(...undeclared(r, await callAs(r, caller), 'with unknown ids and no input'));
      if (r.method === 'POST') {
        const res = await callAs(r, { ...caller, 'idempotency-key': 'bad key' });
        problems.push(...undeclared(r, res, 'with a malformed Idempotency-Key'));
        if (res.statusCode !== 400)
          problems.push(`${keyOf(r)}: a malformed Idempotency-Key answered ${res.statusCode}`);
      }
      if (r.method === 'PUT')
        problems.push(...undeclared(r, await callAs(r, { ...caller, 'if-match': 'x' }), 'If-Match x'));
      if (r.method !== 'GET') {
        const xml = await callAs(r, { ...caller, 'content-type': 'application/xml' }, '<a/>');
        problems.push(...undeclared(r, xml, 'with an XML body'));
      }
    }
    expect(problems).toEqual([]);
    // About five calls per route: it grows with the API, and must pass on a busy machine.
  }, 300_000);

  it('declares the stale update, the oversize body and the validation errors with their bodies', async () => {
    const admin = bearer(byRole.company_admin);
    const put = routes.find((r) => keyOf(r) === 'PUT /v1/vehicles/:id');
    const post = routes.find((r) => keyOf(r) === 'POST /v1/vehicles');
    if (!put || !post) throw new Error('vehicle routes not found');
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: admin,
      payload: { registrationNumber: '品川 100 あ 12-34', vehicleClass: 'medium' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = `/v1/vehicles/${created.json().id}`;
    const body = { ...created.json(), version: 1, name: '2号車' };
    const first = await t.app.inject({ method: 'PUT', url, headers: admin, payload: body });
    expect(first.statusCode, first.body).toBe(200);
    const stale = await t.app.inject({ method: 'PUT', url, headers: admin, payload: body });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current.version).toBe(2);
    expectDeclared(put, stale, 'based on an older version');

    const invalid = await t.app.inject({ method: 'POST', url: '/v1/vehicles', headers: admin, payload: {} });
    expect(invalid.json().errors.length).toBeGreaterThan(0);
    expectDeclared(post, invalid, 'with an empty body');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: admin,
      payload: { registrationNumber: 'x', memo: 'あ'.repeat(1_000_000) },
    });
    expect(huge.statusCode).toBe(413);
    expectDeclared(post, huge, 'with a body over the limit');
  });
});
