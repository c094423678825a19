import type { FastifyInstance } from 'fastify';
import { formatLsn, parseLsn, type ReadReplicas } from '../db/replicas.ts';
import type { PubSub } from '../pubsub/pubsub.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Each instance's noted write positions, sent to every instance: `{ userId, lsn: '16/B374D848' }`. */
export const REPLICA_WRITES_CHANNEL = 'replica_writes';

const LSN = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/i;

/**
 * Read-your-writes with read replicas, across instances (decision 070): before a signed-in user's
 * request that may have written is answered, the primary's WAL position is noted for him and sent to
 * every instance, so that his next reads, wherever they land, go to the primary until a replica has
 * replayed past it. The message is committed before the answer leaves: it is on its way to the other
 * instances before the user can send his next request. While this instance does not hear the
 * messages (its listening connection lost, or not yet up), it reads no replica until one has replayed
 * what the primary had when it heard them again (ReadReplicas.deaf/listening). Routes marked
 * `reads: 'replica'` do not write and note nothing.
 */
export function registerReadYourWrites(app: FastifyInstance, replicas: ReadReplicas, pubsub: PubSub) {
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

  app.addHook('onSend', async (req, _reply, payload) => {
    if (!req.user || READS.has(req.method) || req.routeOptions.config?.reads === 'replica') return payload;
    const lsn = await replicas.wrote(req.user.id);
    await pubsub
      .publish(REPLICA_WRITES_CHANNEL, { userId: req.user.id, lsn: formatLsn(lsn) })
      .catch((err) => req.log.warn({ err }, 'write position not sent to the other instances'));
    return payload;
  });
}
