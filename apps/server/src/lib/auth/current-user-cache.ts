import type { PubSub, PubSubLog } from '../pubsub/pubsub.ts';
import {
  type AuthUser,
  type AuthUserReader,
  type AuthUserRow,
  checkSession,
  userOfRow,
} from './current-user.ts';
import type { VerifiedIdentity } from './id-tokens.ts';

/** Sent by the database triggers of migration auth_user_changed_notify when a user's row changes. */
export const USER_CHANGED_CHANNEL = 'auth_user_changed';
/** The longest a change of role, status, company or session may take to apply on any instance. */
export const USER_CACHE_TTL_MS = 1000;
const MAX_ENTRIES = 10_000;

export type CurrentUserCache = {
  load(identity: VerifiedIdentity): Promise<AuthUser>;
  /**
   * The user when a fresh entry has already been read, checked as load() checks it (throws the same
   * 401s); undefined when load() must read: the common case answered without a promise.
   */
  loadCached(identity: VerifiedIdentity): AuthUser | undefined;
  /** Listens for changes from every instance; without it entries still live at most one second. */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Drops what is held about a user (the triggers' messages call this on every instance). */
  invalidate(userId: string): void;
};

type Entry = {
  row: Promise<AuthUserRow | undefined>;
  expiresAt: number;
  userId?: string;
  /** Once read: the row, and the user built from it once for every request it serves. */
  read?: { row: AuthUserRow | undefined; user: AuthUser | undefined };
};

/**
 * Who a user is, read from the database at most once a second per user and instance, instead of once
 * per request. Concurrent requests of one user share one read. A change is pushed to every instance
 * by NOTIFY and applies at once; should a message be lost (listener reconnecting) the entry still
 * expires within a second. The checks themselves (active, tokens_valid_after) run on every request.
 */
export function createCurrentUserCache(deps: {
  read: AuthUserReader;
  pubsub: PubSub;
  clock: () => Date;
  log: PubSubLog;
  ttlMs?: number;
}): CurrentUserCache {
  const ttlMs = deps.ttlMs ?? USER_CACHE_TTL_MS;
  const entries = new Map<string, Entry>();
  let unsubscribe: (() => Promise<void>) | undefined;

  const keyOf = (identity: VerifiedIdentity) =>
    identity.provider === 'builtin' ? `b:${identity.userId}` : `e:${identity.subject}`;

  function invalidate(userId: string) {
    entries.delete(`b:${userId}`);
    // External identities are keyed by subject: find them by the user id they resolved to.
    for (const [key, entry] of entries) if (entry.userId === userId) entries.delete(key);
  }

  function read(identity: VerifiedIdentity, now: number): Promise<AuthUserRow | undefined> {
    const key = keyOf(identity);
    const cached = entries.get(key);
    if (cached && cached.expiresAt > now) return cached.row;
    if (cached) entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k);
      // Still full: drop the oldest (a Map iterates in insertion order).
      for (const k of entries.keys()) {
        if (entries.size < MAX_ENTRIES * 0.9) break;
        entries.delete(k);
      }
    }
    const entry: Entry = { row: deps.read(identity), expiresAt: now + ttlMs };
    entries.set(key, entry);
    entry.row.then(
      (row) => {
        entry.userId = row?.id;
        entry.read = { row, user: row && userOfRow(row) };
      },
      // A failed read is not kept: the next request tries the database again.
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry.row;
  }

  function checked(read: NonNullable<Entry['read']>, identity: VerifiedIdentity): AuthUser {
    checkSession(read.row, identity);
    return read.user as AuthUser;
  }

  return {
    async load(identity) {
      const now = deps.clock().getTime();
      const entry = entries.get(keyOf(identity));
      if (entry?.read && entry.expiresAt > now) return checked(entry.read, identity);
      const row = await read(identity, now);
      // The entry's user, built once when the read came back (before this continuation runs).
      const done = entries.get(keyOf(identity))?.read;
      if (done && done.row === row) return checked(done, identity);
      checkSession(row, identity);
      return userOfRow(row);
    },
    loadCached(identity) {
      const entry = entries.get(keyOf(identity));
      if (!entry?.read || entry.expiresAt <= deps.clock().getTime()) return undefined;
      return checked(entry.read, identity);
    },
    invalidate,
    async start() {
      unsubscribe = await deps.pubsub.subscribe(USER_CHANGED_CHANNEL, (message) => {
        const id = (message as { id?: unknown } | null)?.id;
        if (typeof id === 'string') invalidate(id);
        else entries.clear();
      });
    },
    async stop() {
      await unsubscribe?.();
      entries.clear();
    },
  };
}
