/** Classifies errors of the database drivers; drizzle wraps them, so the whole cause chain is read. */
type DriverError = { code?: string; message?: string; cause?: unknown };

function* causeChain(err: unknown): Generator<DriverError> {
  let e = err as DriverError | undefined;
  for (let depth = 0; e && depth < 10; depth++) {
    yield e;
    e = e.cause as DriverError | undefined;
  }
}

/** PostgreSQL unique_violation, for answering 409 when a race beats the pre-check. */
export function isUniqueViolation(err: unknown): boolean {
  for (const e of causeChain(err)) if (e.code === '23505') return true;
  return false;
}

/** The database is unreachable, restarting, or the pool had no connection in time: answered with 503. */
const unavailableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
const unavailableMessages =
  /timeout exceeded when trying to connect|Connection terminated|connect ECONNREFUSED|is not queryable|Cannot use a pool after calling end/;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of causeChain(err)) {
    if (e.code && unavailableCodes.has(e.code)) return true;
    if (unavailableMessages.test(e.message ?? '')) return true;
  }
  return false;
}

/** Runs a write; a unique violation (a race that got past the pre-check) becomes the given 409. */
export async function conflictOnUnique<T>(write: () => Promise<T>, conflict: () => Error): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict();
    throw err;
  }
}
