import { AppError, serviceUnavailable, tooManyRequests } from '../../lib/http/errors.ts';
import { type AttemptCounters, counterKey } from './attempt-counters.ts';

/**
 * Limits FAILED sign-ins, so that nobody can lock a user out by failing on purpose:
 * - per (client IP, email): `maxAttempts` failures per window; a success clears the pair;
 * - per client IP across all emails: a looser cap (IP_FACTOR × maxAttempts) against spraying.
 * Another IP keeps signing in normally while one IP is blocked for an address.
 *
 * The counters are shared by every server instance (PostgreSQL, or Redis when REDIS_URL is set), so
 * N instances do not give an attacker N times the attempts. When the counters cannot be reached the
 * sign-in answers 503: it fails closed rather than letting guesses through unlimited.
 */
export type SignInRateLimiter = {
  /**
   * Before checking a password: throws 429 (with Retry-After) when this IP may not try this email now,
   * else counts the attempt as failed in advance, so parallel requests cannot slip past the limit.
   */
  attempt(ip: string, email: string): Promise<void>;
  /** The attempt succeeded: the pair starts afresh and the IP gets its attempt back. */
  succeeded(ip: string, email: string): Promise<void>;
};

export const IP_FACTOR = 5;

export function createSignInRateLimiter(opts: {
  counters: AttemptCounters;
  maxAttempts: number;
  windowSeconds: number;
  clock: () => Date;
  /** Separates limiters that share the counters (sign-in, password reset). */
  scope?: string;
}): SignInRateLimiter {
  const { counters, windowSeconds } = opts;
  const scope = opts.scope ?? 'sign-in';
  const pairKey = (ip: string, email: string) => counterKey(scope, 'pair', ip, email);
  const ipKey = (ip: string) => counterKey(scope, 'ip', ip);

  async function guarded<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw serviceUnavailable();
    }
  }

  return {
    attempt: (ip, email) =>
      guarded(async () => {
        const now = opts.clock();
        const limits: [string, number][] = [
          [pairKey(ip, email), opts.maxAttempts],
          [ipKey(ip), opts.maxAttempts * IP_FACTOR],
        ];
        for (const [key, max] of limits) {
          const { count, resetAt } = await counters.hit(key, windowSeconds, now);
          if (count > max) {
            throw tooManyRequests(Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)));
          }
        }
      }),
    succeeded: (ip, email) =>
      guarded(async () => {
        await counters.reset(pairKey(ip, email));
        await counters.giveBack(ipKey(ip));
      }),
  };
}
