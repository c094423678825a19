import type { ConsignorStreamEvent } from '@rikuun/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ConsignorCtx } from '../../lib/context.ts';
import { DESTINATION_ACTIONS_CHANNEL } from '../destination-actions/action-hint.ts';
import { DRIVER_POSITIONS_CHANNEL } from '../locations/locations.routes.ts';
import { type ConsignorCourse, consignorCourses } from './consignor-courses.ts';
import { currentPosition } from './consignor-map.service.ts';

/**
 * A driver reassigned on a course shows in the stream at most this long after the change: position
 * hints re-read the consignor's courses when the list read last is older.
 */
export const COURSES_FRESH_MS = 5_000;

type Hint = { companyId?: unknown; driverId?: unknown; courseId?: unknown };
const hintOf = (message: unknown): Hint => (message && typeof message === 'object' ? message : {}) as Hint;

export type StreamListener = (event: ConsignorStreamEvent) => void;

/**
 * The streams of one consignor and date on this instance share one hub: one subscription to each
 * pubsub channel, one list of the consignor's courses, and one database read per hint, whose events
 * go to every stream. With 200 shippers' staff watching, a driver's position costs a read or two,
 * not two per open stream.
 */
type Hub = {
  listeners: Set<StreamListener>;
  courses: ConsignorCourse[];
  readAt: number;
  queue: Promise<void>;
  unsubscribes: Promise<(() => Promise<void>)[]>;
};

const hubsOf = new WeakMap<FastifyInstance, Map<string, Hub>>();

/**
 * Joins the hub of the consignor and date (made on the first stream), and answers the function that
 * leaves it; the last stream to leave closes the hub's subscriptions.
 */
export async function joinHub(
  app: FastifyInstance,
  ctx: ConsignorCtx,
  date: string,
  listener: StreamListener,
  log: FastifyBaseLogger,
): Promise<() => void> {
  let hubs = hubsOf.get(app);
  if (!hubs) {
    hubs = new Map();
    hubsOf.set(app, hubs);
  }
  const registry = hubs;
  const key = `${ctx.consignorId}|${date}`;
  let hub = registry.get(key);
  if (!hub) hub = openHub(app, ctx, date, log, () => registry.delete(key));
  registry.set(key, hub);
  hub.listeners.add(listener);
  const joined = hub;
  await joined.unsubscribes;
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0 || registry.get(key) !== joined) return;
    registry.delete(key);
    joined.unsubscribes
      .then((all) => Promise.all(all.map((unsubscribe) => unsubscribe())))
      .catch(() => undefined);
  };
}

function openHub(
  app: FastifyInstance,
  ctx: ConsignorCtx,
  date: string,
  log: FastifyBaseLogger,
  forget: () => void,
): Hub {
  const hub: Hub = {
    listeners: new Set(),
    courses: [],
    readAt: 0,
    queue: Promise.resolve(),
    unsubscribes: Promise.resolve([]),
  };
  const broadcast = (event: ConsignorStreamEvent) => {
    for (const listener of hub.listeners) listener(event);
  };
  const readCourses = async () => {
    hub.courses = await consignorCourses(ctx, date);
    hub.readAt = Date.now();
  };
  // One hint at a time, in arrival order: each reads the database and the courses may change between.
  const handle = (work: () => Promise<void>) => {
    hub.queue = hub.queue.then(work).catch((err) => log.warn({ err }, 'consignor stream update failed'));
  };
  const onPosition = (message: unknown) => {
    const { companyId, driverId } = hintOf(message);
    const ours = (c: ConsignorCourse) => c.companyId === companyId && c.driverId === driverId;
    if (!hub.courses.some(ours)) return;
    handle(async () => {
      if (Date.now() - hub.readAt > COURSES_FRESH_MS) await readCourses();
      for (const course of hub.courses.filter(ours)) {
        const position = await currentPosition(ctx, course);
        if (position)
          broadcast({ type: 'position', courseId: course.id, driverId: String(driverId), position });
      }
    });
  };
  const onAction = (message: unknown) => {
    const { companyId, courseId } = hintOf(message);
    if (!hub.courses.some((c) => c.companyId === companyId && c.id === courseId)) return;
    handle(async () => {
      await readCourses();
      broadcast({ type: 'course', courseId: String(courseId) });
    });
  };
  hub.unsubscribes = (async () => {
    try {
      await readCourses();
      return await Promise.all([
        app.pubsub.subscribe(DRIVER_POSITIONS_CHANNEL, onPosition),
        app.pubsub.subscribe(DESTINATION_ACTIONS_CHANNEL, onAction),
      ]);
    } catch (err) {
      forget();
      throw err;
    }
  })();
  return hub;
}
