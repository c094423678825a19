import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DATE = '2030-04-01';

describe('optimization: access and the OpenAPI document', () => {
  it('documents every call with its request and response schemas', async () => {
    const doc = (await t.app.inject({ url: '/v1/openapi.json' })).json();
    for (const path of [
      '/v1/courses/optimize/targets/search',
      '/v1/courses/optimize',
      '/v1/courses/optimize/confirm',
    ]) {
      expect(doc.paths[path]?.post?.requestBody, path).toBeDefined();
    }
    expect(doc.paths['/v1/courses/optimize'].post.responses['202']).toBeDefined();
    expect(doc.paths['/v1/courses/optimize/{runId}'].get.responses['200']).toBeDefined();
    expect(doc.paths['/v1/courses/optimize/{runId}/cancel'].post.responses['200']).toBeDefined();
    expect(doc.paths['/v1/courses/optimize/{runId}/replan'].post.requestBody).toBeDefined();
    expect(doc.paths['/v1/courses/optimize/{runId}/replan'].post.responses['202']).toBeDefined();
  });

  it('is for company admins only', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const res = await callAs(t, byRole[role], 'POST', '/v1/courses/optimize/targets/search', {
        deliveryDate: DATE,
      });
      expect(res.status, role).toBe(403);
    }
  });
});
