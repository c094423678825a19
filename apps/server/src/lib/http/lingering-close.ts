import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/** How much of a body nobody wants is still read before its connection is closed anyway. */
export const LINGER_LIMITS = { maxBytes: 2 * 1024 * 1024, maxMs: 5_000 };

/**
 * For an answer sent before the request's body was read to its end (403, 413, 415 ...): the rest of
 * the body is read and thrown away while the answer goes out, at most limits.maxBytes of it, and the
 * connection is closed once the body has ended, the client has closed its side, or limits.maxMs have
 * passed.
 *
 * Why: the client is usually still sending. Closing a socket that has unread bytes makes the kernel
 * reset the connection, and the client gets EPIPE or ECONNRESET on its next write instead of reading
 * the answer (Node's fetch: 4 tries in 5). Reading on (RFC 9112 §9.6, nginx's lingering close) lets it
 * finish sending and read the answer. Past maxBytes nothing more is read: a client still sending then
 * blocks on the full connection, which is when a client that reads while it sends (fetch, curl) reads
 * the answer and gives up; maxMs ends it for the others. A huge or endless body is never read whole.
 *
 * Node closes a `Connection: close` socket with socket.destroySoon() once the answer is written; here
 * that call only ends the write side, and the socket is closed when the lingering ends.
 */
export function lingerBeforeClose(req: IncomingMessage, limits = LINGER_LIMITS) {
  const socket: Socket | null = req.socket;
  if (socket && typeof socket.destroySoon === 'function' && !req.complete) linger(req, socket, limits);
}

function linger(req: IncomingMessage, socket: Socket, limits: typeof LINGER_LIMITS) {
  const close = socket.destroySoon; // Node's: end the write side, destroy once it is flushed
  let read = 0;
  let ended = false;
  let closing = false;
  const timer = setTimeout(end, limits.maxMs);

  function count(chunk: Buffer) {
    read += chunk.length;
    if (read > limits.maxBytes) stopReading();
  }
  function stopReading() {
    req.off('data', count);
    req.pause();
  }
  function end() {
    if (ended) return;
    ended = true;
    clearTimeout(timer);
    stopReading();
    if (closing) finish();
  }
  function finish() {
    Reflect.deleteProperty(socket, 'destroySoon');
    close.call(socket);
  }

  // Whoever was reading the body (the multipart parser) has given up on it.
  req.unpipe();
  req.removeAllListeners('data');
  req.on('data', count);
  req.once('end', end);
  req.once('close', end);
  req.once('error', end);
  req.resume();
  socket.destroySoon = () => {
    if (closing) return;
    closing = true;
    if (ended) finish();
    else socket.end();
  };
}
