import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { lingerBeforeClose } from './lingering-close.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Graceful stop: answers requests with Connection: close for drainMs, then closes the server. */
    shutdown(drainMs: number): Promise<void>;
    /** True from the start of a shutdown: the healthcheck then answers 503 so balancers stop routing here. */
    isDraining(): boolean;
  }
}

/**
 * When a connection must not be reused, the answer says `Connection: close` and Node closes the socket
 * once the answer is sent:
 * - while the server drains for shutdown, so a request on a reused keep-alive socket is still
 *   answered instead of meeting a closed socket (ECONNRESET), and its client opens a new connection
 *   (to another instance) for the next one;
 * - when the request's body was not read to its end (a 403 before an upload was read, 413 for an
 *   oversized upload, an upload refused part-way): the rest of it is read and dropped up to a bound
 *   before the socket closes, so the client, still sending, gets to read the answer (lingering-close.ts).
 */
export function registerConnectionHandling(app: FastifyInstance) {
  let draining = false;
  // Connections that have not sent a byte yet: Node's close() leaves them open (it closes only idle
  // connections that have had a request), and a browser's or a proxy's preconnected socket would hold
  // the shutdown until its headers timeout or the deadline.
  const silent = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    silent.add(socket);
    const forget = () => silent.delete(socket);
    socket.once('data', forget);
    socket.once('close', forget);
  });
  app.addHook('preClose', async () => {
    draining = true;
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    const bodyUnread = req.raw.complete === false;
    if (draining || reply.statusCode === 413 || bodyUnread) reply.header('connection', 'close');
    if (bodyUnread) lingerBeforeClose(req.raw);
    done(null, payload);
  });
  app.decorate('isDraining', () => draining);
  app.decorate('shutdown', async (drainMs: number) => {
    draining = true;
    // Keep listening and answering meanwhile: a load balancer still sends requests until it has seen
    // the instance go. app.close() then stops the listener and closes the idle connections left.
    if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
    const closing = app.close();
    // Once the listener is closed no new connection comes, and one that never asked for anything has
    // nothing to finish.
    const sweep = setInterval(() => {
      if (!app.server.listening) for (const socket of silent) socket.destroy();
    }, 100);
    try {
      await closing;
    } finally {
      clearInterval(sweep);
    }
  });
}
