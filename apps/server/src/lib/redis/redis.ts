import { Redis } from 'ioredis';

export type RedisLog = { warn(obj: unknown, msg?: string): void };

/**
 * A Redis connection for REDIS_URL. Nothing needs Redis unless it is configured. A command fails
 * fast while Redis is unreachable (no long offline queue), so a request answers 503 instead of
 * hanging; the client reconnects by itself.
 */
export function createRedis(url: string, log: RedisLog): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 3000,
    retryStrategy: (times) => Math.min(times * 200, 5000),
  });
  let reported = false;
  // Without a listener a connection error would be printed for every retry; log the first of a run.
  redis.on('error', (err) => {
    if (!reported) log.warn({ err }, 'redis unreachable; retrying');
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
