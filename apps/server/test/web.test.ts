import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

// A built web app in miniature: the page, the service worker, the manifest, an icon and an asset.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rikuun-web-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.mkdirSync(path.join(dist, 'icons'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>陸運</title>');
fs.writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => {});');
fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"陸運 Rikuun"}');
fs.writeFileSync(path.join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'export {};');

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('the built web app', () => {
  it('serves the service worker from the root as JavaScript, checked on every load', async () => {
    const res = await get('/sw.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves the web manifest with its type, checked on every load', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(res.body)).toEqual({ name: '陸運 Rikuun' });
  });

  it('keeps fingerprinted assets for good and the page itself never', async () => {
    expect((await get('/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/icons/icon-192.png')).headers['content-type']).toBe('image/png');
    for (const page of ['/home', '/driver/outbox', '/']) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends the Permissions-Policy with the page: geolocation for the app itself, no camera or microphone', async () => {
    for (const page of ['/', '/driver/courses']) {
      const policy = String((await get(page)).headers['permissions-policy']);
      expect(policy, page).toContain('geolocation=(self)');
      for (const denied of ['camera=()', 'microphone=()', 'payment=()', 'usb=()']) {
        expect(policy, page).toContain(denied);
      }
    }
  });

  it('answers 404 for a missing file and for unknown API paths, never the page', async () => {
    expect((await get('/missing.js')).statusCode).toBe(404);
    const api = await get('/v1/no-such-route');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/json/);
  });
});
