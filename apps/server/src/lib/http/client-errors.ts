import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorBody } from '@rikuun/contract';
import type { FastifyInstance } from 'fastify';

type Known = [number, ErrorBody['error'], string];

/**
 * Errors Node's HTTP parser raises before a request reaches Fastify (timeouts, oversized headers,
 * malformed requests). Node answers them in English; these go out in the error shape, in Japanese.
 */
export function clientErrorBody(code: string | undefined): ErrorBody {
  const [statusCode, error, message]: Known =
    code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT'
      ? [
          408,
          'bad_request',
          'リクエストの受信が時間内に完了しませんでした。通信環境を確認して再度お試しください。',
        ]
      : code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'bad_request', 'リクエストヘッダーが大きすぎます。']
        : [400, 'bad_request', 'リクエストの形式が正しくありません。'];
  return { statusCode, error, message };
}

/** Fastify's clientErrorHandler: answers once if the socket can still take it, then closes it. */
export function handleClientError(
  this: FastifyInstance,
  err: Error & { code?: string },
  socket: Socket,
): void {
  // The peer is gone: nothing to answer.
  if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || socket.destroyed) return;
  const body = clientErrorBody(err.code);
  this.log.debug({ err }, 'client error');
  // A response already under way cannot be replaced by another one: only close the connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.statusCode} ${http.STATUS_CODES[body.statusCode]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Connection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroySoon();
}
