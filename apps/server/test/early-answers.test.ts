import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { postFromElsewhere } from './support/fetch-elsewhere.ts';
import { bigPngBytes } from './support/samples.ts';

/**
 * Answers given before the request's body was read (a refused role, a file over its field's limit or
 * of the wrong type) must reach a client that is still sending it. A server that closes the
 * connection at once resets it, and Node's fetch reported EPIPE instead of the answer 4 tries in 5.
 */
let t: TestApp;
let port: number;
let driver: TestUser;
let consignorUser: TestUser;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ({ user: consignorUser } = await createConsignor(t));
  const company = await createCompany(t);
  admin = company.admin;
  driver = await createUser(t, 'driver', { companyId: company.companyId });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

const MB = 1024 * 1024;
const CSV_ROUTE = '/v1/consignor/routing-source/upload-csv';

/** A CSV of about `size` bytes, the way a consignor's file looks. */
function csvOf(size: number) {
  const line = '2027-01-15,E2E便,髙田商店,100-0001,東京都千代田区千代田1-1,,,,,09:00,12:00,,2,,\r\n';
  return Buffer.from(line.repeat(Math.ceil(size / Buffer.byteLength(line))), 'utf8');
}

const upload = (path: string, user: TestUser, field: string, data: Buffer, name: string) =>
  postFromElsewhere({
    url: `http://127.0.0.1:${port}${path}`,
    headers: { authorization: `Bearer ${user.token}` },
    file: { field, data, name },
  });

describe('answers before the body was read', () => {
  it('answers a driver uploading a 1 MB CSV to the consignor route with 403, ten times in a row', async () => {
    const file = csvOf(MB);
    for (let i = 0; i < 10; i++) {
      expect(await upload(CSV_ROUTE, driver, 'file', file, 'data.csv'), `try ${i + 1}`).toEqual({
        status: 403,
        body: {
          statusCode: 403,
          error: 'forbidden',
          message: 'この操作を行う権限がありません。',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('answers an image MBs over its field limit with 413 and its message', async () => {
    // The limit trips part-way; the bigger the rest, the likelier a client still sending it.
    const seal = bigPngBytes(16 * MB); // the seal's limit is 5 MB
    for (let i = 0; i < 10; i++) {
      expect(
        await upload('/v1/self/company/settings', admin, 'sealImpressionImage', seal, 'seal.png'),
        `try ${i + 1}`,
      ).toEqual({
        status: 413,
        body: {
          statusCode: 413,
          error: 'payload_too_large',
          message: '社印は1ファイル5MB以内にしてください。',
          requestId: expect.any(String),
        },
      });
    }
    // Ten 16 MB sends over loopback: seconds when the machine is free, more beside the browser tests.
  }, 120_000);

  it('answers a JSON body whose length is over the body limit with 413', async () => {
    const text = JSON.stringify({ email: 'a'.repeat(4 * MB), password: 'x' }); // the limit is 2 MB
    for (let i = 0; i < 5; i++) {
      const answer = await postFromElsewhere({
        url: `http://127.0.0.1:${port}/auth/v1/sign-in`,
        headers: { 'content-type': 'application/json' },
        text,
      });
      expect(answer, `try ${i + 1}`).toEqual({
        status: 413,
        body: {
          statusCode: 413,
          error: 'payload_too_large',
          message: 'リクエストが大きすぎます。',
          requestId: expect.any(String),
        },
      });
    }
  });

  it('answers a 1 MB image sent as the CSV with 415 and its message', async () => {
    const image = bigPngBytes(MB);
    for (let i = 0; i < 10; i++) {
      expect(await upload(CSV_ROUTE, consignorUser, 'file', image, 'data.csv'), `try ${i + 1}`).toEqual({
        status: 415,
        body: {
          statusCode: 415,
          error: 'unsupported_media_type',
          message: 'CSVファイルはCSV形式のファイルを選択してください。',
          requestId: expect.any(String),
        },
      });
    }
  });
});

/** A raw connection that sends a refused upload's headers; its server side, and what it receives. */
async function refusedUpload(contentLength: number) {
  const accepted = new Promise<net.Socket>((r) => t.app.server.once('connection', r));
  // Like a browser, it keeps sending after the server has closed its side (Node's default would stop).
  const client = net.connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let received = '';
  client.setEncoding('utf8');
  client.on('data', (chunk: string) => {
    received += chunk;
  });
  client.on('error', () => {}); // a reset at the end is expected
  // The answer, if it came, has been read once the stream ends (the server's FIN, or its reset).
  const ended = new Promise<void>((r) => {
    client.once('end', r);
    client.once('close', r);
  });
  client.write(
    `POST ${CSV_ROUTE} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${driver.token}\r\n` +
      `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${contentLength}\r\n\r\n`,
  );
  const answer = async () => {
    await ended;
    return received;
  };
  return { client, server: await accepted, received: answer };
}

function expectRefused(response: string) {
  expect(response).toMatch(/^HTTP\/1\.1 403 /);
  expect(response.toLowerCase()).toContain('connection: close');
  expect(response).toContain('この操作を行う権限がありません。');
}

describe('a body the server will not read whole', () => {
  it('answers, reads no more than the bound of a 1 GB body it refused, and closes', async () => {
    const GB = 1024 * MB;
    const { client, server, received } = await refusedUpload(GB);
    let serverClosed = false;
    const closing = new Promise((r) => server.once('close', r)).then(() => {
      serverClosed = true;
    });
    // As fast as the connection takes it, until the server closes it.
    const chunk = Buffer.alloc(256 * 1024, 'a');
    let sent = 0;
    while (!serverClosed && !client.destroyed && sent < GB) {
      sent += chunk.length;
      if (!client.write(chunk)) await Promise.race([new Promise((r) => client.once('drain', r)), closing]);
    }
    await closing;
    client.destroy();

    expectRefused(await received());
    expect(sent).toBeLessThan(GB);
    // The headers, the 2 MB bound (lingering-close.ts) and what was in flight when the reading stopped.
    expect(server.bytesRead).toBeLessThan(3 * MB);
  });

  it('closes the connection of a client that stops sending after the answer', async () => {
    const { client, server, received } = await refusedUpload(MB);
    const serverClosed = new Promise((r) => server.once('close', r));
    client.write(Buffer.alloc(64 * 1024, 'a'));
    // Nothing more is sent: the server's time bound (5 s) closes it, long before any other timeout.
    await serverClosed;
    expectRefused(await received());
    client.destroy();
  });
});
