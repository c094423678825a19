import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { PASSWORD, signIn, userWithPassword } from './support/auth.ts';
import { expectSharedCounters } from './support/rate-limit-cases.ts';

/** Sign-in is limited by failed attempts per (IP, email), plus a looser cap per IP. */
describe('sign-in rate limit (defaults: 10 failures per 5 minutes)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with Retry-After on the 11th failure, and does not lock the user out elsewhere', async () => {
    const user = await userWithPassword(t);
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, user.email, `wrong-${i}`, '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await signIn(t, user.email, 'wrong-again', '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ statusCode: 429, error: 'too_many_requests' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(300);
    // The attacker's IP stays blocked even with the right password...
    expect((await signIn(t, user.email, PASSWORD, '203.0.113.7')).statusCode).toBe(429);
    // ...while the real user, from their own address, signs in.
    expect((await signIn(t, user.email, PASSWORD, '198.51.100.20')).statusCode).toBe(200);
  });

  it('counts in the database, so two instances share one limit', async () => {
    await expectSharedCounters(t);
  });

  it('holds under parallel attempts: 15 at once give 10 answers 401 and 5 answers 429', async () => {
    const user = await userWithPassword(t);
    const answers = await Promise.all(
      Array.from({ length: 15 }, (_, i) => signIn(t, user.email, `parallel-${i}`, '203.0.113.99')),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(10);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });
});

describe('sign-in rate limit (2 failures per window)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_SIGN_IN_MAX_ATTEMPTS: '2' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('clears the counter of an (IP, email) pair on success', async () => {
    const user = await userWithPassword(t);
    const ip = '192.0.2.10';
    expect((await signIn(t, user.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await signIn(t, user.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, 'wrong', ip)).statusCode).toBe(401);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(429);
  });

  it('caps failures per IP across emails at five times the per-pair limit', async () => {
    const ip = '192.0.2.20';
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, `spray-${i}@example.test`, 'wrong', ip)).statusCode).toBe(401);
    }
    const user = await userWithPassword(t);
    expect((await signIn(t, user.email, PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(t, user.email, PASSWORD, '192.0.2.21')).statusCode).toBe(200);
  });
});
