/**
 * Submit attempts and their `Idempotency-Key`s. A form's submit runs inside `withSubmission(key, …)`;
 * each mutating request sent meanwhile carries `<key>.<n>`, n counting that attempt's requests (a
 * create, then its images). A retry of the same submission runs with the same key, so its requests
 * carry the same keys in the same order and the server answers what it already did instead of
 * writing twice. The browser has no async context, so the running submission is a module value:
 * while two run at once (rare: a dialog saved while a page form is still sending) nobody can tell
 * whose a request is, and it goes without a key rather than with another's.
 */

type Submission = { key: string; sent: number };

const running: Submission[] = [];

/**
 * A key for a new submit attempt: a random UUID (visible ASCII, as the server requires), made with
 * getRandomValues, which unlike randomUUID also works on a page served over plain http (a LAN test).
 */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Runs one submit attempt: the mutating requests it sends carry keys made from `key`. */
export async function withSubmission<T>(key: string, run: () => Promise<T>): Promise<T> {
  const submission: Submission = { key, sent: 0 };
  running.push(submission);
  try {
    return await run();
  } finally {
    running.splice(running.indexOf(submission), 1);
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The `Idempotency-Key` of a request about to be sent, or null (a read, or no single submission running). */
export function idempotencyKeyFor(method: string | undefined): string | null {
  if (!MUTATING.has((method ?? 'GET').toUpperCase())) return null;
  const [only, ...others] = running;
  if (!only || others.length > 0) return null;
  only.sent += 1;
  return `${only.key}.${only.sent}`;
}

/**
 * Whether a submit repeats the last one that did not go through (same values: a retry of the same
 * submission, which keeps its key). Files are compared by identity, everything else by value.
 */
export function sameSubmission(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Blob || b instanceof Blob) return false;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every(
    (k) =>
      Object.hasOwn(b, k) &&
      sameSubmission((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * The key of one form's submissions: the same while the values a failed attempt sent are sent again,
 * a new one for other values or after a success. `keyFor(values)` before sending, `done()` after a
 * success.
 */
export function submissionKeys() {
  let last: { key: string; values: unknown } | null = null;
  return {
    keyFor(values: unknown): string {
      if (!last || !sameSubmission(last.values, values)) last = { key: newSubmissionKey(), values };
      return last.key;
    },
    done() {
      last = null;
    },
  };
}
