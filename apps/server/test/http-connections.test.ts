import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createTestApp, type TestApp, type TestUser } from './helpers.ts';
import { multipartBody } from './support/multipart.ts';
import { bigPngBytes } from './support/samples.ts';

/**
 * Slow and misbehaving clients over real sockets (inject bypasses Node's HTTP server). The timeouts are
 * configured short; a test that hangs instead fails by its own timeout (30 s), far below the
 * keep-alive timeout configured here (10 min), so "closed" means closed by the server's decision.
 */
let t: TestApp;
let port: number;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    HTTP_REQUEST_TIMEOUT_MS: '1500',
    HTTP_HEADERS_TIMEOUT_MS: '1000',
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '600000',
  });
  admin = (await createCompany(t)).admin;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

type Conversation = {
  socket: net.Socket;
  received: () => string;
  closed: Promise<void>;
  /** Resolves with everything received once `text` has arrived. */
  waitFor(text: string): Promise<string>;
};

function connect(): Promise<Conversation> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let data = '';
    const waiters: { text: string; resolve: (s: string) => void }[] = [];
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
      for (const w of [...waiters]) {
        if (data.includes(w.text)) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(data);
        }
      }
    });
    // A reset after the answer arrived is how a server may end a connection it stopped reading.
    socket.on('error', () => {});
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.once('connect', () =>
      resolve({
        socket,
        received: () => data,
        closed,
        waitFor: (text) =>
          data.includes(text)
            ? Promise.resolve(data)
            : new Promise((r) => waiters.push({ text, resolve: r })),
      }),
    );
    socket.once('error', reject);
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function bodyOf(response: string) {
  return JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));
}

describe('slow clients', () => {
  it('answers 408 in the error shape and closes a connection whose body trickles in', async () => {
    const c = await connect();
    const body = JSON.stringify({ email: 'slow@example.com', password: 'x'.repeat(60) });
    c.socket.write(
      `POST /auth/v1/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
    );
    let sent = 0;
    // One byte at a time until the server gives up (or the whole body was sent, which fails below).
    while (!c.socket.destroyed && c.socket.writable && sent < body.length && !c.received()) {
      c.socket.write(body[sent++] as string);
      await sleep(250);
    }
    await c.closed;
    expect(sent).toBeLessThan(body.length);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
    expect(bodyOf(c.received())).toMatchObject({ statusCode: 408, error: 'bad_request' });
    expect(bodyOf(c.received()).message).toMatch(/時間内に完了しませんでした/);
  });

  it('closes a connection whose headers never end', async () => {
    const c = await connect();
    const head =
      'GET /v1/healthcheck HTTP/1.1\r\nHost: x\r\nX-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa';
    let sent = 0;
    while (!c.socket.destroyed && c.socket.writable && sent < head.length && !c.received()) {
      c.socket.write(head[sent++] as string);
      await sleep(100);
    }
    await c.closed;
    expect(sent).toBeLessThan(head.length);
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('answers headers that are too large with 431 in the error shape, in Japanese', async () => {
    const c = await connect();
    c.socket.write(`GET /v1/healthcheck HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    await c.closed;
    expect(c.received()).toMatch(/^HTTP\/1\.1 431 /);
    expect(bodyOf(c.received())).toEqual({
      statusCode: 431,
      error: 'bad_request',
      message: 'リクエストヘッダーが大きすぎます。',
    });
  });
});

describe('oversized uploads', () => {
  it('answers 413 and closes the connection of a client that sends the whole body first', async () => {
    const c = await connect();
    const body = Buffer.alloc(3 * 1024 * 1024, 'a'); // over the 2 MB body limit
    c.socket.write(
      `POST /auth/v1/sign-in HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
    );
    c.socket.write(body);
    const response = await c.waitFor('}');
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response.toLowerCase()).toContain('connection: close');
    expect(bodyOf(response)).toMatchObject({ statusCode: 413, error: 'payload_too_large' });
    await c.closed;
  });

  it('closes the connection after refusing an image over the limit part-way through a form', async () => {
    const vehicle = await t.app.inject({
      method: 'POST',
      url: '/v1/vehicles',
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { registrationNumber: '品川 100 あ 77-77', vehicleClass: 'small' },
    });
    const { payload, headers } = multipartBody([
      { name: 'maintained', value: '2026-01-20' },
      {
        name: 'images',
        fileName: 'big.png',
        data: bigPngBytes(11 * 1024 * 1024),
        contentType: 'image/png',
      },
    ]);
    const c = await connect();
    c.socket.write(
      `POST /v1/vehicles/${vehicle.json().id}/maintenances/actions/create-with-images HTTP/1.1\r\nHost: x\r\n` +
        `Authorization: Bearer ${admin.token}\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    c.socket.write(payload);
    const response = await c.waitFor('}');
    expect(response).toMatch(/^HTTP\/1\.1 413 /);
    expect(response.toLowerCase()).toContain('connection: close');
    await c.closed;
  });
});

describe('shutdown', () => {
  it('answers a request on a reused keep-alive connection after the drain has begun, the healthcheck with 503', async () => {
    const c = await connect();
    const get = 'GET /v1/healthcheck HTTP/1.1\r\nHost: x\r\n\r\n';
    c.socket.write(get);
    const first = await c.waitFor('}');
    expect(first).toMatch(/^HTTP\/1\.1 200 /);
    expect(first.toLowerCase()).not.toContain('connection: close');

    const stopping = t.app.shutdown(1000);
    c.socket.write(get);
    await c.closed;
    const second = c.received().slice(first.length);
    // Answered, not reset; and the healthcheck tells the load balancer to stop sending here.
    expect(second).toMatch(/^HTTP\/1\.1 503 /);
    expect(second).toContain('"status":"draining"');
    expect(second.toLowerCase()).toContain('connection: close');
    await stopping;
  });
});

describe('shutdown with a connection that never sent a request', () => {
  it('closes it instead of waiting for it (a browser or a proxy may open a connection ahead of use)', async () => {
    const other = await createTestApp({ HTTP_HEADERS_TIMEOUT_MS: '60000', HTTP_REQUEST_TIMEOUT_MS: '60000' });
    try {
      await other.app.listen({ port: 0, host: '127.0.0.1' });
      const { port: otherPort } = other.app.server.address() as net.AddressInfo;
      const socket = net.connect(otherPort, '127.0.0.1');
      socket.on('error', () => {});
      const closed = new Promise<void>((r) => socket.on('close', () => r()));
      await new Promise((r) => socket.once('connect', r));
      // Without the sweep, the shutdown waits for the headers timeout (60 s here, past the test's own).
      await other.app.shutdown(100);
      await closed;
      expect(other.app.server.listening).toBe(false);
    } finally {
      await other.close();
    }
  });
});
