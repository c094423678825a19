import { createHash } from 'node:crypto';
import { and, eq, isNull, lte, or } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { isDatabaseUnavailable } from '../db/errors.ts';
import { AppError, badRequest } from './errors.ts';
import { idempotencyKeys } from './idempotency.table.ts';
import { addRouteHooks } from './route-hooks.ts';

/** How long an answer is kept for retries. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/** A claim still running after this long belongs to a request that died with its process. */
export const IDEMPOTENCY_STALE_MS = 10 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** Expired rows are purged by one claim in this many (and a key's own expired row on its reuse). */
const PURGE_EVERY = 100;

type Claim = { userId: string; key: string };

declare module 'fastify' {
  interface FastifyRequest {
    idempotencyClaim: Claim | null;
  }
}

/** The writes a key can guard: a retried PUT answers its first answer, not a 409 against its own version. */
const KEYED_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `Idempotency-Key` on signed-in writes (POST, PUT, PATCH, DELETE). The first request claims the key and runs; its
 * successful (2xx) answer is stored, and a retry with the same key and the same request gets that
 * answer again (`Idempotent-Replayed: true`) instead of running twice. A failed answer (4xx, 5xx)
 * frees the key: nothing was written (services are all-or-nothing), so the retry runs again.
 */
export function registerIdempotency(app: FastifyInstance, db: Db, clock: () => Date) {
  let claims = 0;
  app.decorateRequest('idempotencyClaim', null);

  const claimHook = async (req: FastifyRequest, reply: FastifyReply) => {
    if (!KEYED_METHODS.has(req.method) || !req.user) return;
    const header = req.headers['idempotency-key'];
    if (header === undefined) return;
    if (typeof header !== 'string' || !KEY_PATTERN.test(header)) {
      throw badRequest('Idempotency-Key は255文字以内の英数字と記号で指定してください。');
    }
    const now = clock();
    if (++claims % PURGE_EVERY === 0) await purgeExpiredIdempotencyKeys(db, now);
    const claim = { userId: req.user.id, key: header };
    const request = `${req.method} ${req.url}`;
    const requestHash = hashRequest(req);
    for (let attempt = 0; attempt < 3; attempt++) {
      if (await claimKey(db, { ...claim, request, requestHash }, now)) {
        req.idempotencyClaim = claim;
        return;
      }
      const [held] = await db
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key)));
      if (!held) continue; // freed between the two statements: claim again
      if (held.responseStatus === null) throw stillRunning();
      if (held.request !== request || held.requestHash !== requestHash) throw keyReused();
      return replay(reply, held);
    }
    throw stillRunning();
  };

  const recordHook = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const claim = req.idempotencyClaim;
    if (!claim) return payload;
    req.idempotencyClaim = null;
    const ok = reply.statusCode >= 200 && reply.statusCode < 300;
    const header = reply.getHeader('content-type');
    const type = typeof header === 'string' ? header : null;
    const body = storedBody(payload, type);
    try {
      if (ok && (body !== null || payload == null)) {
        await retried(() =>
          db
            .update(idempotencyKeys)
            .set({
              responseStatus: reply.statusCode,
              responseType: type,
              responseBody: body ?? '',
            })
            .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.key, claim.key))),
        );
      } else {
        await retried(() =>
          db
            .delete(idempotencyKeys)
            .where(
              and(
                eq(idempotencyKeys.userId, claim.userId),
                eq(idempotencyKeys.key, claim.key),
                isNull(idempotencyKeys.responseStatus),
              ),
            ),
        );
      }
    } catch (err) {
      // The answer itself stands (the write committed); the key stays claimed until it is stale.
      req.log.error({ err, key: claim.key }, 'idempotency key could not be recorded');
    }
    return payload;
  };
  // Only on the writes: without a claim the answer needs no recording.
  const skipUnclaimed = (req: FastifyRequest, reply: FastifyReply, payload: unknown, done: OnSendDone) => {
    if (!req.idempotencyClaim) return done(null, payload);
    recordHook(req, reply, payload).then((p) => done(null, p), done);
  };
  addRouteHooks(app, KEYED_METHODS, { preHandler: claimHook, onSend: skipUnclaimed });
}

type OnSendDone = (err: Error | null, payload?: unknown) => void;

/** Inserts the claim, or takes over an expired or abandoned one; false when someone else holds it. */
async function claimKey(
  db: Db,
  row: Claim & { request: string; requestHash: string },
  now: Date,
): Promise<boolean> {
  const staleBefore = new Date(now.getTime() - IDEMPOTENCY_STALE_MS);
  const fresh = {
    request: row.request,
    requestHash: row.requestHash,
    responseStatus: null,
    responseType: null,
    responseBody: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
  };
  const taken = await db
    .insert(idempotencyKeys)
    .values({ userId: row.userId, key: row.key, ...fresh })
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: fresh,
      setWhere: or(
        lte(idempotencyKeys.expiresAt, now),
        and(isNull(idempotencyKeys.responseStatus), lte(idempotencyKeys.createdAt, staleBefore)),
      ),
    })
    .returning({ key: idempotencyKeys.key });
  return taken.length > 0;
}

export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(idempotencyKeys)
    .where(lte(idempotencyKeys.expiresAt, now))
    .returning({ key: idempotencyKeys.key });
  return gone.length;
}

function replay(
  reply: FastifyReply,
  held: { responseStatus: number | null; responseType: string | null; responseBody: string | null },
) {
  reply.header('idempotent-replayed', 'true');
  if (held.responseType) reply.type(held.responseType);
  const body =
    held.responseBody !== null && !isUtf8Text(held.responseType)
      ? Buffer.from(held.responseBody, 'base64')
      : (held.responseBody ?? undefined);
  return reply.code(held.responseStatus ?? 200).send(body);
}

/** JSON and text declared UTF-8 are kept as text; anything else (a PDF, a Shift_JIS file) as base64. */
const isUtf8Text = (type: string | null) => type === null || /json|charset=utf-8/i.test(type);

/** The answer's bytes as stored for a replay; null for a stream, which is not kept. */
function storedBody(payload: unknown, type: string | null): string | null {
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return null;
  if (isUtf8Text(type)) return payload.toString();
  return (typeof payload === 'string' ? Buffer.from(payload) : payload).toString('base64');
}

/**
 * What makes two requests "the same": the validated JSON body (keys sorted), or for a multipart form,
 * whose bytes are read later by the route itself, its length (the form's parts are not compared).
 */
function hashRequest(req: FastifyRequest): string {
  const content = req.isMultipart()
    ? `multipart:${req.headers['content-length'] ?? ''}`
    : `json:${canonicalJson(req.body)}`;
  return createHash('sha256').update(content).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );
}

/** The pool replaces a lost connection at once: a write of the key is worth a few quick tries. */
async function retried<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (attempt >= 3 || !isDatabaseUnavailable(err)) throw err;
      await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
    }
  }
}

const keyReused = () =>
  new AppError(
    422,
    'conflict',
    'この Idempotency-Key は別の内容のリクエストに使われています。新しいキーで送信してください。',
  );
const stillRunning = () =>
  new AppError(
    409,
    'conflict',
    '同じリクエストを処理しています。しばらくしてから再度お試しください。',
    undefined,
    { 'retry-after': '1' },
  );
