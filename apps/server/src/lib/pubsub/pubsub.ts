import type { Database } from '../db/db.ts';
import { createPglitePubSub } from './pglite.ts';
import { createPostgresPubSub } from './postgres.ts';

export type MessageHandler = (message: unknown) => void;

/**
 * Messages between server instances over PostgreSQL LISTEN/NOTIFY (live updates, cache invalidation).
 * Delivery is at most once and only to instances listening at that moment: a message is a hint to
 * re-read the database, never the only copy of a fact. Payloads are JSON, below PostgreSQL's 8000 bytes.
 */
export type PubSub = {
  /** Sends `message` (JSON) to every subscriber of `channel` on every instance, this one included. */
  publish(channel: string, message: unknown): Promise<void>;
  /** Calls `handler` for each message of `channel`; resolves once listening, to the unsubscribe function. */
  subscribe(channel: string, handler: MessageHandler): Promise<() => Promise<void>>;
  /**
   * Calls `listener(false)` when the listening connection is lost (messages sent from then on do not
   * arrive here) and `listener(true)` once it listens to every channel again; returns the function
   * that stops calling it. PGlite's listener, in this process, is never lost.
   */
  onListening(listener: (listening: boolean) => void): () => void;
  close(): Promise<void>;
};

export type PubSubLog = { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };

/** PostgreSQL limits a NOTIFY payload to just under 8000 bytes. */
export const MAX_PAYLOAD_BYTES = 7999;
const CHANNEL = /^[a-z][a-z0-9_]{0,62}$/;

/** Channel names are written into LISTEN statements, so only plain lower-case identifiers are allowed. */
export function checkChannel(channel: string): string {
  if (!CHANNEL.test(channel)) throw new Error(`invalid pubsub channel name: ${channel}`);
  return channel;
}

export function encodeMessage(message: unknown): string {
  const payload = JSON.stringify(message);
  if (payload === undefined) throw new Error('pubsub message must be JSON');
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error('pubsub message too large');
  return payload;
}

/** Handlers run one by one; a failing handler or a malformed payload never stops the others. */
export function dispatch(handlers: Iterable<MessageHandler>, payload: string, log: PubSubLog) {
  let message: unknown;
  try {
    message = JSON.parse(payload);
  } catch {
    message = payload; // a NOTIFY sent by hand, e.g. from psql
  }
  for (const handler of handlers) {
    try {
      handler(message);
    } catch (err) {
      log.error({ err }, 'pubsub handler failed');
    }
  }
}

export function createPubSub(database: Database, log: PubSubLog): PubSub {
  const source = database.listenSource;
  return source.kind === 'pglite'
    ? createPglitePubSub(source.client, log)
    : createPostgresPubSub(source.url, log);
}
