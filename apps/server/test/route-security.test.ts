import { roles } from '@rikuun/contract';
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
import { multipartBody } from './support/multipart.ts';
import { pngBytes } from './support/samples.ts';

/**
 * Generated from the route table: every route declares its roles; every role outside the declaration
 * is refused; and every route with an id, called by another company, answers 404.
 */
let t: TestApp;
let routes: RouteEntry[];
beforeAll(async () => {
  t = await createTestApp();
  routes = t.app.routeTable.filter((r) => r.url.startsWith('/v1') || r.url.startsWith('/auth/v1'));
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '0192f000-0000-7000-8000-00000000abcd');

describe('route table', () => {
  it('has a role declaration on every route', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.roles === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses anonymous calls to every non-public route with 401', async () => {
    for (const r of routes.filter((x) => x.roles !== 'public')) {
      const res = await t.app.inject({ method: r.method as 'GET', url: concrete(r.url) });
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('refuses every role that a route does not declare with 403', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const r of routes) {
      if (r.roles === 'public' || r.roles === undefined) continue;
      for (const role of roles.filter((x) => !(r.roles as readonly string[]).includes(x))) {
        const res = await t.app.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers: bearer(byRole[role]),
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
      }
    }
  });
});

type Call = { params: Record<string, string>; body?: unknown; multipart?: boolean };

/** Ids of company A's records for each route with an id; a new route with ids must add itself here. */
async function companyFixtures(admin: TestUser): Promise<Record<string, Call>> {
  const vehicle = await t.app.inject({
    method: 'POST',
    url: '/v1/vehicles',
    headers: bearer(admin),
    payload: { registrationNumber: '横浜 100 え 55-66', vehicleClass: 'large' },
  });
  const vehicleId = vehicle.json().id as string;
  const { payload, headers } = multipartBody([
    { name: 'maintained', value: '2026-11-01' },
    { name: 'images', fileName: 'image.png', data: pngBytes() },
  ]);
  const maintenance = await t.app.inject({
    method: 'POST',
    url: `/v1/vehicles/${vehicleId}/maintenances/actions/create-with-images`,
    headers: { ...headers, ...bearer(admin) },
    payload,
  });
  const maintenanceId = maintenance.json().id as string;
  const imageId = maintenance.json().images[0].id as string;
  const vehicleBody = { registrationNumber: '横浜 100 え 77-88', vehicleClass: 'small' };
  return {
    'GET /v1/vehicles/:id': { params: { id: vehicleId } },
    'PUT /v1/vehicles/:id': { params: { id: vehicleId }, body: vehicleBody },
    'DELETE /v1/vehicles/:id': { params: { id: vehicleId } },
    'GET /v1/vehicles/:vehicleId/maintenances': { params: { vehicleId } },
    'POST /v1/vehicles/:vehicleId/maintenances': {
      params: { vehicleId },
      body: { maintained: '2026-11-02', memo: '点検' },
    },
    'PUT /v1/vehicles/:vehicleId/maintenances/:maintenanceId': {
      params: { vehicleId, maintenanceId },
      body: { maintained: '2026-11-02', memo: '点検' },
    },
    'POST /v1/vehicles/:vehicleId/maintenances/:maintenanceId/images': {
      params: { vehicleId, maintenanceId },
      multipart: true,
    },
    'POST /v1/vehicles/:vehicleId/maintenances/actions/create-with-images': {
      params: { vehicleId },
      multipart: true,
    },
    'DELETE /v1/vehicles/:vehicleId/maintenances/:maintenanceId': { params: { vehicleId, maintenanceId } },
    'DELETE /v1/vehicles/:vehicleId/maintenances/:maintenanceId/images/:imageId': {
      params: { vehicleId, maintenanceId, imageId },
    },
  };
}

describe('tenancy', () => {
  it('answers 404 to another company on every company route with an id', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別テナント株式会社');
    const fixtures = await companyFixtures(a.admin);
    const idRoutes = routes.filter(
      (r) => /:[A-Za-z]+/.test(r.url) && Array.isArray(r.roles) && r.roles.includes('company_admin'),
    );
    expect(idRoutes.length).toBeGreaterThan(0);
    for (const r of idRoutes) {
      const key = `${r.method} ${r.url}`;
      const call = fixtures[key];
      expect(call, `no tenancy fixture for ${key}`).toBeDefined();
      if (!call) continue;
      const url = r.url.replace(/:([A-Za-z]+)/g, (_m, name: string) => call.params[name] ?? '');
      const form = call.multipart
        ? multipartBody([
            { name: 'maintained', value: '2026-11-03' },
            { name: 'images', fileName: 'image.png', data: pngBytes() },
          ])
        : undefined;
      const res = await t.app.inject({
        method: r.method as 'GET',
        url,
        headers: { ...form?.headers, ...bearer(b.admin) },
        payload: form ? form.payload : (call.body as object | undefined),
      });
      expect(res.statusCode, key).toBe(404);
      expect(res.json().error, key).toBe('not_found');
    }
    // Company A still has everything.
    const still = await t.app.inject({
      url: `/v1/vehicles/${fixtures['GET /v1/vehicles/:id']?.params.id}`,
      headers: bearer(a.admin),
    });
    expect(still.statusCode).toBe(200);
  });
});
