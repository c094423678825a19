import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';
import { addRouteHooks } from './route-hooks.ts';

const ETAG_METHODS: ReadonlySet<string> = new Set(['GET', 'PUT']);

// Optimistic concurrency at the HTTP edge (docs/architecture.md, Concurrent edits): the version an
// update was based on comes from `If-Match: "<n>"` or the body's `version`; answers carry the
// record's version as its ETag.

const etag = /^(?:W\/)?"(\d{1,10})"$/;

/** If-Match as a version: `"3"` (or weak `W/"3"`) → 3; absent or `*` → undefined; else 400. */
export function ifMatchVersion(req: FastifyRequest): number | undefined {
  const header = req.headers['if-match'];
  if (header === undefined || header.trim() === '*') return undefined;
  const match = etag.exec(header.trim());
  const version = match ? Number(match[1]) : Number.NaN;
  if (!Number.isSafeInteger(version) || version < 1) {
    throw badRequest('If-Match ヘッダーには更新前のバージョンを "1" の形式で指定してください。');
  }
  return version;
}

/**
 * An update's body without `version`, and the version it was based on (If-Match first, then the
 * body's `version`); undefined when the client sent none (the update then applies as before).
 *
 *   (req) => updateCourse(companyCtx(req), req.params.id, ...versioned(req, req.body))
 */
export function versioned<B extends { version?: number }>(
  req: FastifyRequest,
  body: B,
): [Omit<B, 'version'>, number | undefined] {
  const { version, ...rest } = body;
  return [rest, ifMatchVersion(req) ?? version];
}

/** `ETag: "<version>"` on GET and PUT answers of one versioned record. */
export function registerVersionETag(app: FastifyInstance) {
  addRouteHooks(app, ETAG_METHODS, {
    preSerialization: (
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: Error | null, payload?: unknown) => void,
    ) => {
      if (ETAG_METHODS.has(req.method) && reply.statusCode < 300) {
        const version = (payload as { version?: unknown } | null)?.version;
        if (typeof version === 'number' && Number.isInteger(version)) reply.header('etag', `"${version}"`);
      }
      done(null, payload);
    },
  });
}
