import type { ConsignorStreamEvent } from '@rikuun/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { watchAccess } from '../../lib/auth/access-watch.ts';
import type { ConsignorCtx } from '../../lib/context.ts';
import { unauthorized } from '../../lib/http/errors.ts';
import { type EventStream, openEventStream } from '../../lib/http/event-stream.ts';
import { joinHub } from './consignor-stream-hub.ts';
import { streamAccess, useStreamToken } from './stream-token.ts';

/**
 * GET /consignor/deliveries/stream: server-sent events for the お届けマップ. The stream joins its
 * consignor's hub (consignor-stream-hub.ts), which listens to the pubsub hints (driver_positions from
 * POST /locations, destination_actions after an action) and re-reads the database once per hint for
 * every stream of the consignor and date, applying the same rule as GET /consignor/deliveries: a
 * position is sent only for a driver on one of the consignor's courses of the date while it is in
 * progress, recorded since its first action. Every other hint (another shipper's course, another
 * company) sends nothing.
 *
 * The stream lasts while its access does: a change message naming its user or consignor (from any
 * instance) checks it again, and when it no longer holds the stream ends (`end`, access_ended). It
 * ends anyway after the configured maximum life (`end`, max_life).
 */
export async function openDeliveriesStream(
  req: FastifyRequest,
  reply: FastifyReply,
  input: { date: string; token: string },
) {
  const app = req.server;
  const claims = await useStreamToken(app.services, input.token);
  // Listening before the check below: a change committed after it is heard.
  const watch = await watchAccess(
    app,
    { userId: claims.userId, consignorId: claims.consignorId },
    async () => 'user' in (await streamAccess(app.services, claims)),
  );
  let stream: EventStream | undefined;
  let leave: () => void;
  try {
    const access = await streamAccess(app.services, claims);
    if (!('user' in access)) throw unauthorized();
    const ctx: ConsignorCtx = {
      ...app.services,
      user: access.user,
      log: req.log,
      consignorId: claims.consignorId,
    };
    // Events before the stream opens are dropped: the page has just read the same state.
    const send = (event: ConsignorStreamEvent) => stream?.send(event);
    // Joined before the reply is taken over, so a database failure answers in the error shape.
    leave = await joinHub(app, ctx, input.date, send, req.log);
  } catch (err) {
    watch.stop();
    throw err;
  }
  const opened = openEventStream(req, reply, { maxLifeMs: app.services.config.streams.maxLifeMs });
  stream = opened;
  opened.onClose(() => {
    leave();
    watch.stop();
  });
  if (watch.signal.aborted) opened.end('access_ended');
  else watch.signal.addEventListener('abort', () => opened.end('access_ended'), { once: true });
}
