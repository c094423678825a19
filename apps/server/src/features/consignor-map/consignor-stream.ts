import type { ConsignorStreamEvent } from '@rikuun/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsignorCtx } from '../../lib/context.ts';
import { joinHub } from './consignor-stream-hub.ts';
import { streamTokenUser } from './stream-token.ts';

/** A comment line keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

/** The streams open on this instance, ended when the server closes. */
export const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * GET /consignor/deliveries/stream: server-sent events for the お届けマップ. The stream joins its
 * consignor's hub (consignor-stream-hub.ts), which listens to the pubsub hints (driver_positions from
 * POST /locations, destination_actions after an action) and re-reads the database once per hint for
 * every stream of the consignor and date, applying the same rule as GET /consignor/deliveries: a
 * position is sent only for a driver on one of the consignor's courses of the date while it is in
 * progress, recorded since its first action. Every other hint (another shipper's course, another
 * company) sends nothing.
 */
export async function openDeliveriesStream(
  req: FastifyRequest,
  reply: FastifyReply,
  input: { date: string; token: string },
) {
  const app = req.server;
  const user = await streamTokenUser(app.services, input.token);
  const ctx: ConsignorCtx = { ...app.services, user, log: req.log, consignorId: user.consignorId };
  const res = reply.raw;
  // Events before the stream's head is written are dropped: the page has just read the same state.
  const send = (event: ConsignorStreamEvent) => {
    if (res.headersSent && !res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };
  // Joined before the reply is taken over, so a database failure answers in the error shape.
  const leave = await joinHub(app, ctx, input.date, send, req.log);
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write('retry: 5000\n: connected\n\n');

  const heartbeat = setInterval(() => res.write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  let streams = openStreams.get(app);
  if (!streams) {
    streams = new Set();
    openStreams.set(app, streams);
  }
  const registry = streams;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    registry.delete(close);
    leave();
    if (!res.writableEnded) res.end();
  };
  registry.add(close);
  req.raw.on('close', close);
  res.on('close', close);
  if (res.destroyed) close();
}

/** Ends every open stream of the app (before it closes: an open stream would hold the server). */
export function closeStreams(app: FastifyInstance) {
  for (const close of [...(openStreams.get(app) ?? [])]) close();
}
