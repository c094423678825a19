import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** What a balancer's id may look like to be taken over: short, printable, nothing to inject into a log. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * The request id (Fastify's genReqId): the balancer's `x-request-id` when it sent a plausible one, so
 * its access log and ours name the same request; else a new UUID.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED.test(given) ? given : crypto.randomUUID();
  (req as IncomingMessage & { [REQUEST_ID]?: string })[REQUEST_ID] = id;
  return id;
}

/**
 * Where the raw request keeps its id for the tracing preload, a separate bundle (a registered symbol is
 * the same in both). The answer's header cannot serve: Fastify writes its headers in writeHead, where
 * the span's hook no longer finds them.
 */
export const REQUEST_ID = Symbol.for('rikuun.requestId');

/** Every answer names its request, so a user's complaint (or a balancer log line) leads to the log. */
export function registerRequestIdHeader(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
}
