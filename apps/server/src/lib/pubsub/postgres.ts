import pg from 'pg';
import {
  checkChannel,
  dispatch,
  encodeMessage,
  type MessageHandler,
  type PubSub,
  type PubSubLog,
} from './pubsub.ts';

const BACKOFF_FIRST_MS = 100;
const BACKOFF_MAX_MS = 10_000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one would be handed to other queries).
 * It is opened on the first subscription; when it breaks (database restart, a killed backend) it is
 * opened again with growing pauses and every channel is listened to again. Messages sent while it was
 * down are lost: subscribers treat messages as hints, not as the record. Publishing needs no listener:
 * it opens a short connection of its own only when the listener is not up.
 */
export function createPostgresPubSub(url: string, log: PubSubLog): PubSub {
  const channels = new Map<string, Set<MessageHandler>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let backoff = BACKOFF_FIRST_MS;
  let closed = false;
  const watchers = new Set<(listening: boolean) => void>();
  const tell = (listening: boolean) => {
    for (const watcher of watchers) {
      try {
        watcher(listening);
      } catch (err) {
        log.error({ err }, 'pubsub listening watcher failed');
      }
    }
  };

  const quote = (channel: string) => `"${checkChannel(channel)}"`;

  function lost(c: pg.Client, err?: Error) {
    if (client !== c) return;
    client = undefined;
    c.removeAllListeners('notification');
    c.end().catch(() => undefined);
    if (closed) return;
    tell(false);
    log.warn({ err }, 'pubsub connection lost; reconnecting');
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retryTimer || channels.size === 0) return;
    const delay = backoff * (0.5 + Math.random() / 2);
    backoff = Math.min(backoff * 2, BACKOFF_MAX_MS);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      connect().catch(() => scheduleReconnect());
    }, delay);
    retryTimer.unref();
  }

  function connect(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, keepAlive: true });
      // Errors of this connection are handled here: it must never crash the process.
      c.on('error', (err) => lost(c, err));
      c.on('end', () => lost(c));
      c.on('notification', (n) => {
        const handlers = channels.get(n.channel);
        if (handlers) dispatch([...handlers], n.payload ?? '', log);
      });
      try {
        await c.connect();
        for (const channel of channels.keys()) await c.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        c.removeAllListeners('end');
        await c.end().catch(() => undefined);
        throw err;
      }
      if (closed) {
        await c.end().catch(() => undefined);
        throw new Error('pubsub closed');
      }
      client = c;
      backoff = BACKOFF_FIRST_MS;
      tell(true);
      return c;
    })().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async publish(channel, message) {
      const args = [checkChannel(channel), encodeMessage(message)];
      if (client) {
        await client.query('select pg_notify($1, $2)', args);
        return;
      }
      const c = new pg.Client({ connectionString: url });
      c.on('error', () => undefined);
      try {
        await c.connect();
        await c.query('select pg_notify($1, $2)', args);
      } finally {
        await c.end().catch(() => undefined);
      }
    },

    async subscribe(channel, handler) {
      if (closed) throw new Error('pubsub closed');
      checkChannel(channel);
      let handlers = channels.get(channel);
      const first = !handlers;
      if (!handlers) {
        handlers = new Set();
        channels.set(channel, handlers);
      }
      handlers.add(handler);
      const unsubscribe = async () => {
        const set = channels.get(channel);
        if (!set?.delete(handler) || set.size > 0) return;
        channels.delete(channel);
        await client?.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
      };
      try {
        const c = await connect();
        // A connection made before this channel was added does not listen to it yet.
        if (first) await c.query(`LISTEN ${quote(channel)}`);
      } catch (err) {
        // Kept registered: the reconnection listens to it once the database answers again.
        scheduleReconnect();
        throw err;
      }
      return unsubscribe;
    },

    onListening(listener) {
      watchers.add(listener);
      return () => watchers.delete(listener);
    },

    async close() {
      closed = true;
      watchers.clear();
      if (retryTimer) clearTimeout(retryTimer);
      channels.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
