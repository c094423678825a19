import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/**
 * The phone's outbox: every record the driver makes (actions with their photos and signature,
 * attendance, positions) is written here first and sent in the order it was made, now or when the
 * signal returns. One entry is one request, so a photo never travels without its action. Each record
 * carries its client id (clientActionId, clientAttendanceId), so a request resent after a lost answer
 * never makes a second record.
 */

export type OutboxKind = 'action' | 'attendance' | 'locations' | 'expense';

/** A file part of a multipart entry; Blobs are stored in IndexedDB as they are. */
export type OutboxFile = { field: string; blob: Blob; name: string };

export type OutboxBody =
  | { json: unknown }
  | { form: { fields: [name: string, value: string][]; files: OutboxFile[] } };

export type OutboxRequest = {
  kind: OutboxKind;
  /** Under /v1, e.g. `/self/destinations/{id}/actions`. */
  url: string;
  body: OutboxBody;
  /** What the driver sees in the waiting list: 「到着（〇〇様）」. */
  label: string;
  /**
   * Sent as `Idempotency-Key`, for records without a client id of their own (an expense): a resend
   * after a lost answer gets the first answer instead of a second record.
   */
  idempotencyKey?: string;
};

export type OutboxEntry = OutboxRequest & {
  seq: number;
  /** Whose record it is: only that user's session sends it. */
  userId: string;
  createdAt: number;
  attempts: number;
};

/** A record the server refused (400, 404, 409): kept for the driver to read, never resent. */
export type RejectedEntry = OutboxEntry & { status: number; message: string; rejectedAt: number };

/** The outcome of one send: delivered, refused for good, or to be tried again later. */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'rejected'; status: number; message: string }
  | { kind: 'retry'; reason: string };

export type OutboxSender = (entry: OutboxEntry) => Promise<SendOutcome>;

interface OutboxDb extends DBSchema {
  entries: { key: number; value: OutboxEntry };
  rejected: { key: number; value: RejectedEntry };
}

export type OutboxCounts = { pending: number; rejected: number; sending: boolean; lastError: string | null };

export type Outbox = ReturnType<typeof createOutbox>;

/** Back-off between retries while the server cannot be reached: 5 s doubling to 5 min. */
const RETRY_MIN_MS = 5_000;
const RETRY_MAX_MS = 300_000;

export function createOutbox(options: {
  dbName?: string;
  send: OutboxSender;
  /** The signed-in user; null stops sending (nobody to send as). */
  currentUserId: () => string | null;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  let dbPromise: Promise<IDBPDatabase<OutboxDb>> | undefined;
  const listeners = new Set<() => void>();
  let counts: OutboxCounts = { pending: 0, rejected: 0, sending: false, lastError: null };
  let flushing: Promise<void> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryDelay = RETRY_MIN_MS;

  const db = () => {
    dbPromise ??= openDB<OutboxDb>(options.dbName ?? 'rikuun-outbox', 1, {
      upgrade(d) {
        d.createObjectStore('entries', { keyPath: 'seq', autoIncrement: true });
        d.createObjectStore('rejected', { keyPath: 'seq' });
      },
    });
    return dbPromise;
  };

  function setCounts(next: Partial<OutboxCounts>) {
    counts = { ...counts, ...next };
    for (const listener of listeners) listener();
  }

  async function refreshCounts() {
    const userId = options.currentUserId();
    const d = await db();
    const mine = <T extends { userId: string }>(rows: T[]) => rows.filter((r) => r.userId === userId).length;
    setCounts({ pending: mine(await d.getAll('entries')), rejected: mine(await d.getAll('rejected')) });
  }

  function scheduleRetry() {
    if (retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void flush();
    }, retryDelay);
    retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
  }

  /** The user's oldest entry, found by walking the store in key order (not reading it whole). */
  async function firstEntryOf(d: IDBPDatabase<OutboxDb>, userId: string) {
    let cursor = await d.transaction('entries').store.openCursor();
    while (cursor) {
      if (cursor.value.userId === userId) return cursor.value;
      cursor = await cursor.continue();
    }
    return undefined;
  }

  /** Sends the current user's entries in order; stops at the first that cannot be sent now. */
  async function drain() {
    const userId = options.currentUserId();
    if (!userId) return;
    const d = await db();
    setCounts({ sending: true });
    try {
      for (;;) {
        const entry = await firstEntryOf(d, userId);
        if (!entry) break;
        const outcome = await options
          .send(entry)
          .catch((error: unknown): SendOutcome => ({ kind: 'retry', reason: String(error) }));
        if (outcome.kind === 'retry') {
          await d.put('entries', { ...entry, attempts: entry.attempts + 1 });
          setCounts({ lastError: outcome.reason });
          scheduleRetry();
          break;
        }
        const tx = d.transaction(['entries', 'rejected'], 'readwrite');
        await tx.objectStore('entries').delete(entry.seq);
        if (outcome.kind === 'rejected') {
          await tx
            .objectStore('rejected')
            .put({ ...entry, status: outcome.status, message: outcome.message, rejectedAt: now() });
        }
        await tx.done;
        retryDelay = RETRY_MIN_MS;
        // Counted here rather than re-read: a long backlog (hours offline) is sent without rereading it.
        setCounts({
          lastError: null,
          pending: Math.max(0, counts.pending - 1),
          rejected: counts.rejected + (outcome.kind === 'rejected' ? 1 : 0),
        });
      }
    } finally {
      setCounts({ sending: false });
      await refreshCounts();
    }
  }

  /** Runs one pass; a pass asked for during another runs after it (an entry added meanwhile is sent). */
  function flush(): Promise<void> {
    const previous = flushing ?? Promise.resolve();
    const next = previous.then(drain, drain);
    flushing = next;
    void next.finally(() => {
      if (flushing === next) flushing = undefined;
    });
    return next;
  }

  return {
    /** Stores the record, then tries to send everything waiting. Resolves once it is stored. */
    async enqueue(request: OutboxRequest): Promise<void> {
      const userId = options.currentUserId();
      if (!userId) throw new Error('サインインしていません。');
      const d = await db();
      const entry = { ...request, userId, createdAt: now(), attempts: 0 } as Omit<OutboxEntry, 'seq'>;
      await d.add('entries', entry as OutboxEntry);
      await refreshCounts();
      void flush();
    },
    flush,
    /** The current user's waiting entries, oldest first. */
    async pending(): Promise<OutboxEntry[]> {
      const userId = options.currentUserId();
      return (await (await db()).getAll('entries')).filter((e) => e.userId === userId);
    },
    async rejected(): Promise<RejectedEntry[]> {
      const userId = options.currentUserId();
      return (await (await db()).getAll('rejected')).filter((e) => e.userId === userId);
    },
    async dismissRejected(seq: number): Promise<void> {
      await (await db()).delete('rejected', seq);
      await refreshCounts();
    },
    refreshCounts,
    getCounts: () => counts,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Network back: send now rather than at the next retry. */
    retryNow() {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = undefined;
      retryDelay = RETRY_MIN_MS;
      return flush();
    },
  };
}
