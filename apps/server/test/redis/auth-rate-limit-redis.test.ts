import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers.ts';
import { PASSWORD, signIn, userWithPassword } from '../support/auth.ts';
import { expectSharedCounters, freshIp } from '../support/rate-limit-cases.ts';

// Only when REDIS_URL is set (vitest.config.ts includes this folder then): the counters in Redis.
const REDIS_URL = process.env.REDIS_URL ?? '';

describe('sign-in rate limit with REDIS_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    if (!REDIS_URL) throw new Error('these tests need REDIS_URL');
    t = await createTestApp({ REDIS_URL });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the counters in Redis, not in the database', async () => {
    const user = await userWithPassword(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) expect((await signIn(t, user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(429);
    const keys = await t.app.redis?.keys('rikuun:attempts:*');
    expect(keys?.length).toBeGreaterThanOrEqual(2);
    const rows = await t.database.db.query.signInAttempts.findMany();
    expect(rows).toHaveLength(0);
  });

  it('holds under parallel attempts: 15 at once give 10 answers 401 and 5 answers 429', async () => {
    const user = await userWithPassword(t);
    const ip = freshIp();
    const codes = (
      await Promise.all(Array.from({ length: 15 }, (_, i) => signIn(t, user.email, `parallel-${i}`, ip)))
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('clears the pair on success', async () => {
    const user = await userWithPassword(t);
    const ip = freshIp();
    for (let i = 0; i < 9; i++) expect((await signIn(t, user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++) expect((await signIn(t, user.email, `again-${i}`, ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('shares one limit between two instances', async () => {
    await expectSharedCounters(t, { REDIS_URL });
  });

  it('answers 503 when Redis cannot be reached, and lets no guess through', async () => {
    const down = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const user = await userWithPassword(down);
      const res = await signIn(down, user.email, PASSWORD, freshIp());
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ error: 'service_unavailable' });
    } finally {
      await down.close();
    }
  });
});
