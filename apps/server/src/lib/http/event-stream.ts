import type { StreamEndEvent, StreamEndReason } from '@rikuun/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { liveMapStreams } from '../observability/metrics.ts';

/** A comment line keeps proxies and the browser from closing an idle stream. */
export const HEARTBEAT_MS = 20_000;

export type EventStream = {
  /** Writes one event (`data: <json>`). */
  send(event: unknown): void;
  /** Writes the end event with its reason, then closes (the client opens a new stream). */
  end(reason: StreamEndReason): void;
  /** Runs once when the stream closes, whoever closes it. */
  onClose(fn: () => void): void;
};

/** The streams open on an instance, ended before the server closes (an open stream would hold it). */
const openStreams = new WeakMap<FastifyInstance, Set<EventStream>>();

/**
 * Takes over the reply and answers `text/event-stream`: a heartbeat comment every 20 s, and an end
 * after `maxLifeMs` (`{"type":"end","reason":"max_life"}`), so no stream outlives a bound whatever
 * message about its access was missed; the client then opens a new one with a fresh token.
 */
export function openEventStream(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { maxLifeMs: number },
): EventStream {
  const app = req.server;
  const res = reply.raw;
  reply.hijack();
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-store, no-transform',
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(': connected\n\n');
  liveMapStreams.inc();

  const closers: (() => void)[] = [];
  let closed = false;
  const write = (text: string) => {
    if (!closed && !res.writableEnded) res.write(text);
  };
  const heartbeat = setInterval(() => write(': heartbeat\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const maxLife = setTimeout(() => stream.end('max_life'), opts.maxLifeMs);
  maxLife.unref();
  let registry = openStreams.get(app);
  if (!registry) {
    registry = new Set();
    openStreams.set(app, registry);
  }
  const streams = registry;

  const close = () => {
    if (closed) return;
    closed = true;
    liveMapStreams.dec();
    clearInterval(heartbeat);
    clearTimeout(maxLife);
    streams.delete(stream);
    if (!res.writableEnded) res.end();
    for (const fn of closers) fn();
  };
  const stream: EventStream = {
    send: (event) => write(`data: ${JSON.stringify(event)}\n\n`),
    end(reason) {
      stream.send({ type: 'end', reason } satisfies StreamEndEvent);
      close();
    },
    onClose(fn) {
      if (closed) fn();
      else closers.push(fn);
    },
  };
  streams.add(stream);
  req.raw.on('close', close);
  res.on('close', close);
  if (res.destroyed) close();
  return stream;
}

/** Ends every open stream of the app before it closes: their clients reconnect to another instance. */
export function endEventStreams(app: FastifyInstance) {
  for (const stream of [...(openStreams.get(app) ?? [])]) stream.end('server_closing');
}
