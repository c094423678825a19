import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { callAs } from './support/api-calls.ts';

describe('GET /v1/map-settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the OpenStreetMap tiles by default to every signed-in role', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const user of Object.values(byRole)) {
      const res = await callAs(t, user, 'GET', '/v1/map-settings');
      expect(res.status, user.role).toBe(200);
      expect(res.body).toEqual({
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        attribution: '© OpenStreetMap contributors',
      });
    }
    const anonymous = await t.app.inject({ url: '/v1/map-settings' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers MAP_TILE_URL and MAP_TILE_ATTRIBUTION when configured', async () => {
    const configured = await createTestApp({
      MAP_TILE_URL: 'https://tiles.example.jp/{z}/{x}/{y}.png',
      MAP_TILE_ATTRIBUTION: '© 国土地理院',
    });
    try {
      const { byRole } = await usersOfEveryRole(configured);
      const res = await callAs(configured, byRole.driver, 'GET', '/v1/map-settings');
      expect(res.body).toEqual({
        tileUrl: 'https://tiles.example.jp/{z}/{x}/{y}.png',
        attribution: '© 国土地理院',
      });
    } finally {
      await configured.close();
    }
  });
});
