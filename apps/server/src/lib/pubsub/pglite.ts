import type { PGlite } from '@electric-sql/pglite';
import {
  checkChannel,
  dispatch,
  encodeMessage,
  type MessageHandler,
  type PubSub,
  type PubSubLog,
} from './pubsub.ts';

/**
 * PGlite runs in this process and has LISTEN/NOTIFY of its own: one instance, in-process delivery
 * (right after the notifying statement or transaction commits).
 */
export function createPglitePubSub(client: PGlite, log: PubSubLog): PubSub {
  const channels = new Map<
    string,
    { handlers: Set<MessageHandler>; unlisten: Promise<() => Promise<void>> }
  >();
  let closed = false;

  return {
    async publish(channel, message) {
      await client.query('select pg_notify($1, $2)', [checkChannel(channel), encodeMessage(message)]);
    },
    async subscribe(channel, handler) {
      if (closed) throw new Error('pubsub closed');
      checkChannel(channel);
      let entry = channels.get(channel);
      if (!entry) {
        const handlers = new Set<MessageHandler>();
        entry = {
          handlers,
          unlisten: client.listen(channel, (payload) => dispatch([...handlers], payload, log)),
        };
        channels.set(channel, entry);
      }
      entry.handlers.add(handler);
      await entry.unlisten;
      const current = entry;
      return async () => {
        current.handlers.delete(handler);
        if (current.handlers.size > 0 || channels.get(channel) !== current) return;
        channels.delete(channel);
        if (!client.closed) await (await current.unlisten)();
      };
    },
    onListening: () => () => undefined,
    async close() {
      closed = true;
      const entries = [...channels.values()];
      channels.clear();
      if (client.closed) return;
      for (const entry of entries) await (await entry.unlisten)().catch(() => undefined);
    },
  };
}
