import type { Redis } from 'ioredis';
import type { AttemptCounters } from './attempt-counters.ts';

const PREFIX = 'rikuun:attempts:';
const GIVE_BACK = `local v = tonumber(redis.call('GET', KEYS[1]))
if v and v > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * Counters in Redis: a key per window that expires with it. SET NX starts the window, INCR counts and
 * PTTL tells when it ends, in one MULTI, so parallel requests on any instance all count.
 */
export function createRedisAttemptCounters(redis: Redis): AttemptCounters {
  return {
    async hit(key, windowSeconds, now) {
      const k = PREFIX + key;
      const results = await redis
        .multi()
        .set(k, '0', 'PX', windowSeconds * 1000, 'NX')
        .incr(k)
        .pttl(k)
        .exec();
      const count = Number(results?.[1]?.[1]);
      const ttl = Number(results?.[2]?.[1]);
      if (!Number.isFinite(count) || results?.some(([err]) => err)) throw new Error('redis counter failed');
      return { count, resetAt: new Date(now.getTime() + (ttl > 0 ? ttl : windowSeconds * 1000)) };
    },
    async giveBack(key) {
      await redis.eval(GIVE_BACK, 1, PREFIX + key);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
  };
}
