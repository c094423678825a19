import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { buildAppOn, type TestApp } from '../helpers.ts';
import { PASSWORD, signIn, userWithPassword } from './auth.ts';

/** A documentation-range address of its own per call: counters kept in Redis outlive a test run. */
export const freshIp = () => `198.18.${randomInt(256)}.${randomInt(1, 255)}`;

/**
 * Two instances (two apps on one database, and one Redis when configured) share the counters: the
 * failures made through either count against the same limit (defaults: 10 per pair).
 */
export async function expectSharedCounters(t: TestApp, env: Record<string, string> = {}) {
  const other = await buildAppOn(t.database, t.dataDir, env);
  await other.ready();
  try {
    const second: TestApp = { ...t, app: other };
    const user = await userWithPassword(t);
    const ip = freshIp();
    for (let i = 0; i < 10; i++) {
      const via = i % 2 === 0 ? t : second;
      expect((await signIn(via, user.email, `wrong-${i}`, ip)).statusCode).toBe(401);
    }
    expect((await signIn(second, user.email, 'wrong-again', ip)).statusCode).toBe(429);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(second, user.email, PASSWORD, freshIp())).statusCode).toBe(200);
  } finally {
    await other.close();
  }
}
