import type { FastifyInstance } from 'fastify';
import { formatLsn, parseLsn, type ReadReplicas } from '../db/replicas.ts';
import type { PubSub } from '../pubsub/pubsub.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Each instance's noted write positions, sent to every instance: `{ userId, lsn: '16/B374D848' }`. */
export const REPLICA_WRITES_CHANNEL = 'replica_writes';

/** A pg_lsn as text, e.g. `16/B374D848`. */
const LSN_TEXT = '[0-9A-Fa-f]{1,8}/[0-9A-Fa-f]{1,8}';
const LSN = new RegExp(`^${LSN_TEXT}$`);

/**
 * The write position handed to the browser as well: its next requests carry it to whichever
 * instance they reach, so a read there cannot overtake the notice above. Scoped to the API, for as
 * long as a replica may lag before it is skipped anyway.
 */
export const WROTE_COOKIE = 'rikuun_wrote';
const WROTE_COOKIE_IN = new RegExp(`(?:^|;\\s*)${WROTE_COOKIE}=(${LSN_TEXT})(?:;|$)`);

/** The write position the request's cookie names, if any. */
export function wroteByClient(cookieHeader: string | undefined): bigint | undefined {
  const lsn = cookieHeader ? WROTE_COOKIE_IN.exec(cookieHeader)?.[1] : undefined;
  return lsn ? parseLsn(lsn) : undefined;
}

/**
 * Read-your-writes with read replicas, across instances (decision 070): before a signed-in user's
 * request that may have written is answered, the primary's WAL position is noted for him and sent to
 * every instance, so that his next reads, wherever they land, go to the primary until a replica has
 * replayed past it. The message is committed before the answer leaves: it is on its way to the other
 * instances before the user can send his next request. While this instance does not hear the
 * messages (its listening connection lost, or not yet up), it reads no replica until one has replayed
 * what the primary had when it heard them again (ReadReplicas.deaf/listening). The position also
 * goes back to the client in a cookie (WROTE_COOKIE), which closes the moment between the answer and
 * the other instances hearing the notice for a browser's next request. Routes marked
 * `reads: 'replica'` do not write and note nothing.
 */
export function registerReadYourWrites(
  app: FastifyInstance,
  replicas: ReadReplicas,
  pubsub: PubSub,
  maxLagMs: number,
) {
  // A replica lagging more than maxLagMs is skipped anyway; 5 s more for the lag's own sampling.
  const cookieAge = Math.ceil(maxLagMs / 1000) + 5;
  let unsubscribe: (() => Promise<void>) | undefined;
  let stopWatching: (() => void) | undefined;
  replicas.deaf();
  app.addHook('onReady', async () => {
    try {
      unsubscribe = await pubsub.subscribe(REPLICA_WRITES_CHANNEL, (message) => {
        const { userId, lsn } = (message ?? {}) as { userId?: unknown; lsn?: unknown };
        if (typeof userId === 'string' && typeof lsn === 'string' && LSN.test(lsn))
          replicas.heard(userId, parseLsn(lsn));
      });
    } catch (err) {
      // Kept registered: the listener's reconnection listens to it, and `listening` follows.
      app.log.warn({ err }, 'replica write notices not heard yet: reads stay on the primary');
    }
    // Registered once listening (or failed): a connection made for another channel just before this
    // one was listened to must not count as hearing it.
    stopWatching = pubsub.onListening((listening) => {
      if (listening) void replicas.listening();
      else replicas.deaf();
    });
    if (unsubscribe) await replicas.listening();
  });
  app.addHook('onClose', async () => {
    stopWatching?.();
    await unsubscribe?.();
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.user || READS.has(req.method) || req.routeOptions.config?.reads === 'replica') return payload;
    const lsn = await replicas.wrote(req.user.id);
    const secure = req.protocol === 'https' ? '; Secure' : '';
    reply.header(
      'set-cookie',
      `${WROTE_COOKIE}=${formatLsn(lsn)}; Path=/v1; Max-Age=${cookieAge}; HttpOnly; SameSite=Strict${secure}`,
    );
    await pubsub
      .publish(REPLICA_WRITES_CHANNEL, { userId: req.user.id, lsn: formatLsn(lsn) })
      .catch((err) => req.log.warn({ err }, 'write position not sent to the other instances'));
    return payload;
  });
}
