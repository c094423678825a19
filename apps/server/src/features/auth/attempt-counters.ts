import { createHash } from 'node:crypto';

/**
 * Fixed-window counters shared by every server instance: in PostgreSQL (attempt-counters.postgres.ts)
 * or, when REDIS_URL is set, in Redis (attempt-counters.redis.ts). Keys are hashed before they are
 * stored, so the store holds no email addresses.
 */
export type AttemptCounters = {
  /** Adds one to the key's count in its window (a new window starts once the last has ended). */
  hit(key: string, windowSeconds: number, now: Date): Promise<{ count: number; resetAt: Date }>;
  /** Takes one back, never below zero. */
  giveBack(key: string): Promise<void>;
  reset(key: string): Promise<void>;
};

export function counterKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\n'), 'utf8').digest('base64url');
}
