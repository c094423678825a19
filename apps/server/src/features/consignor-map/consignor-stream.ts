import type { ConsignorStreamEvent } from '@rikuun/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ConsignorCtx } from '../../lib/context.ts';
import { DESTINATION_ACTIONS_CHANNEL } from '../destination-actions/action-hint.ts';
import { DRIVER_POSITIONS_CHANNEL } from '../locations/locations.routes.ts';
import { type ConsignorCourse, consignorCourses } from './consignor-courses.ts';
import { currentPosition } from './consignor-map.service.ts';
import { streamTokenUser } from './stream-token.ts';

/** A comment line keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

type Hint = { companyId?: unknown; driverId?: unknown; courseId?: unknown };
const hintOf = (message: unknown): Hint => (message && typeof message === 'object' ? message : {}) as Hint;

/** The streams open on this instance, ended when the server closes. */
export const openStreams = new WeakMap<FastifyInstance, Set<() => void>>();

/**
 * GET /consignor/deliveries/stream: server-sent events for the お届けマップ. Listens to the pubsub
 * hints (driver_positions from POST /locations, destination_actions after an action) and re-reads
 * the database for each, applying the same rule as GET /consignor/deliveries: a position is sent only
 * for a driver on one of the consignor's courses of the date while it is in progress, recorded since
 * its first action. Every other hint (another shipper's course, another company) sends nothing.
 */
export async function openDeliveriesStream(
  req: FastifyRequest,
  reply: FastifyReply,
  input: { date: string; token: string },
) {
  const app = req.server;
  const user = await streamTokenUser(app.services, input.token);
  const ctx: ConsignorCtx = { ...app.services, user, log: req.log, consignorId: user.consignorId };
  let courses: ConsignorCourse[] = await consignorCourses(ctx, input.date);

  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write('retry: 5000\n: connected\n\n');
  const send = (event: ConsignorStreamEvent) => {
    if (!res.writableEnded) res.write(`data: ${JSON.stringify(event)}\n\n`);
  };

  // One hint at a time, in arrival order: each reads the database and the courses may change between.
  let queue = Promise.resolve();
  const handle = (work: () => Promise<void>) => {
    queue = queue.then(work).catch((err) => req.log.warn({ err }, 'consignor stream update failed'));
  };
  const onPosition = (message: unknown) => {
    const { companyId, driverId } = hintOf(message);
    if (!courses.some((c) => c.companyId === companyId && c.driverId === driverId)) return;
    handle(async () => {
      courses = await consignorCourses(ctx, input.date);
      for (const course of courses) {
        if (course.companyId !== companyId || course.driverId !== driverId) continue;
        const position = await currentPosition(ctx, course);
        if (position) send({ type: 'position', courseId: course.id, driverId: String(driverId), position });
      }
    });
  };
  const onAction = (message: unknown) => {
    const { companyId, courseId } = hintOf(message);
    if (!courses.some((c) => c.companyId === companyId && c.id === courseId)) return;
    handle(async () => {
      courses = await consignorCourses(ctx, input.date);
      send({ type: 'course', courseId: String(courseId) });
    });
  };

  const unsubscribes = await Promise.all([
    app.pubsub.subscribe(DRIVER_POSITIONS_CHANNEL, onPosition),
    app.pubsub.subscribe(DESTINATION_ACTIONS_CHANNEL, onAction),
  ]);
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
    for (const unsubscribe of unsubscribes) unsubscribe().catch(() => undefined);
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
