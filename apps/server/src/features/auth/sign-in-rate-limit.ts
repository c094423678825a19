import { tooManyRequests } from '../../lib/http/errors.ts';

/**
 * Limits FAILED sign-ins, so that nobody can lock a user out by failing on purpose:
 * - per (client IP, email): `maxAttempts` failures per window; a success clears the pair;
 * - per client IP across all emails: a looser cap (IP_FACTOR × maxAttempts) against spraying.
 * Another IP keeps signing in normally while one IP is blocked for an address.
 *
 * Decision: counters live in memory, in each server instance. Behind a load balancer with N instances
 * an attacker gets at most N × the budget, still far too few guesses to matter; in exchange a sign-in
 * costs no extra database writes and the limiter survives a database outage. Should instances become
 * many, move the counters into a table keyed the same way.
 * The map is swept of expired windows and bounded, so a flood of made-up addresses cannot grow it.
 */
export type SignInRateLimiter = {
  /**
   * Before checking a password: throws 429 (with Retry-After) when this IP may not try this email now,
   * else counts the attempt as failed in advance, so parallel requests cannot slip past the limit.
   */
  attempt(ip: string, email: string): void;
  /** The attempt succeeded: the pair starts afresh and the IP gets its attempt back. */
  succeeded(ip: string, email: string): void;
};

export const IP_FACTOR = 5;
const MAX_ENTRIES = 100_000;

type Counter = { count: number; resetAt: number };

export function createSignInRateLimiter(opts: {
  maxAttempts: number;
  windowSeconds: number;
  clock: () => Date;
}): SignInRateLimiter {
  const counters = new Map<string, Counter>();
  const windowMs = opts.windowSeconds * 1000;
  const pairKey = (ip: string, email: string) => `p\n${ip}\n${email}`;
  const ipKey = (ip: string) => `i\n${ip}`;

  const live = (key: string, now: number): Counter | undefined => {
    const c = counters.get(key);
    if (c && c.resetAt <= now) {
      counters.delete(key);
      return undefined;
    }
    return c;
  };

  const bump = (key: string, now: number) => {
    const c = live(key, now);
    if (c) c.count += 1;
    else counters.set(key, { count: 1, resetAt: now + windowMs });
  };

  const sweep = (now: number) => {
    if (counters.size < MAX_ENTRIES) return;
    for (const [key, c] of counters) if (c.resetAt <= now) counters.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of counters.keys()) {
      if (counters.size < MAX_ENTRIES * 0.9) break;
      counters.delete(key);
    }
  };

  return {
    attempt(ip, email) {
      const now = opts.clock().getTime();
      const limits: [Counter | undefined, number][] = [
        [live(pairKey(ip, email), now), opts.maxAttempts],
        [live(ipKey(ip), now), opts.maxAttempts * IP_FACTOR],
      ];
      for (const [c, max] of limits) {
        if (c && c.count >= max) throw tooManyRequests(Math.max(1, Math.ceil((c.resetAt - now) / 1000)));
      }
      sweep(now);
      bump(pairKey(ip, email), now);
      bump(ipKey(ip), now);
    },
    succeeded(ip, email) {
      counters.delete(pairKey(ip, email));
      const c = counters.get(ipKey(ip));
      if (c && c.count > 0) c.count -= 1;
    },
  };
}
