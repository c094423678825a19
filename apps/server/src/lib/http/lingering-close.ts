import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';

/**
 * How much of a body nobody wants is still read (maxBytes) and for how long (maxMs) before its
 * connection is closed anyway; past maxBytes, nothing more is read and the connection closes graceMs
 * later (see below).
 */
export const LINGER_LIMITS = { maxBytes: 2 * 1024 * 1024, maxMs: 5_000, graceMs: 250 };

/**
 * For an answer sent before the request's body was read to its end (403, 413, 415 ...): the rest of
 * the body is read and thrown away while the answer goes out, and the connection is closed once the
 * body has ended or the client has closed its side, at the latest after limits.maxMs.
 *
 * Why: the client is usually still sending. Closing a socket that has unread bytes makes the kernel
 * reset the connection, and the client gets EPIPE or ECONNRESET on its next write instead of reading
 * the answer (Node's fetch: 4 tries in 5). Reading on (RFC 9112 §9.6, nginx's lingering close) lets it
 * finish sending and read the answer.
 *
 * A huge body is not read whole: past limits.maxBytes nothing more is read, and the connection closes
 * limits.graceMs later. The pause lets a client that reads while it sends (fetch, curl), now blocked
 * on the full connection, read the answer rather than meet the reset in the middle of a write (64 MB
 * with no pause: 2 tries in 8 failed); a browser reads the answer only once its upload stops, which
 * the close does, so the pause stays short.
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
  let timer = setTimeout(end, limits.maxMs);

  function count(chunk: Buffer) {
    read += chunk.length;
    if (read <= limits.maxBytes) return;
    stopReading();
    clearTimeout(timer);
    timer = setTimeout(end, limits.graceMs);
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
