import { createPublicKey, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

// The browser's key pair and auth secret: the same helper as the server's push tests.
export { type BrowserKeys, browserKeys } from '../../apps/server/test/support/push-endpoint.ts';

export type PushRequest = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/** A push service on a free local port (plain HTTP, which PUSH_ALLOW_LOOPBACK_HTTP lets the server use). */
export async function startPushEndpoint() {
  const received: PushRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Checks `Authorization: vapid t=<JWT>, k=<public key>`: an ES256 JWT signed by that key, for the push
 * service's origin. Returns the key and the claims.
 */
export function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match?.[1] || !match[2]) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, payload, signature] = match[1].split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const raw = Buffer.from(match[2], 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('VAPID JWT signature does not verify');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { publicKey: match[2], claims };
}
