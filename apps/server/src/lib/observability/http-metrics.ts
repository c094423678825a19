import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../http/errors.ts';
import { httpDuration, httpRequests, registry } from './metrics.ts';

/** Every answer counted by its route template (never the URL itself: ids would make a series each). */
export function registerHttpMetrics(app: FastifyInstance) {
  app.addHook('onResponse', (req, reply, done) => {
    const labels = {
      route: req.routeOptions.url ?? 'unmatched',
      method: req.method,
      status: statusLabel(reply.statusCode),
    };
    httpRequests.inc(labels);
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    done();
  });
}

const statusLabels = new Map<number, string>();
const statusLabel = (status: number) => {
  let label = statusLabels.get(status);
  if (label === undefined) {
    label = String(status);
    statusLabels.set(status, label);
  }
  return label;
};

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * The scraper is on this machine (a direct loopback connection: a proxy on the same host forwarding
 * an outside request adds X-Forwarded-For, and then the token is needed), or sends METRICS_TOKEN.
 */
export function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  const direct = LOOPBACK.has(req.socket.remoteAddress ?? '') && !req.headers['x-forwarded-for'];
  if (direct) return true;
  const given = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (!token || !given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics, Prometheus text format: outside /v1 and the OpenAPI document (no user calls it);
 * 'public' to the sign-in check, guarded by mayScrape instead.
 */
export function registerMetricsRoute(app: FastifyInstance, token: string | undefined) {
  app.get('/metrics', { config: { roles: 'public' }, schema: { hide: true } }, async (req, reply) => {
    if (!mayScrape(req, token)) throw unauthorized('メトリクスの取得には認証が必要です。');
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
}
