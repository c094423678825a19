import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { uploadFromElsewhere } from './support/fetch-elsewhere.ts';
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

const upload = (path: string, user: TestUser, field: string, data: Buffer, fileName: string) =>
  uploadFromElsewhere({ url: `http://127.0.0.1:${port}${path}`, token: user.token, field, data, fileName });

describe('answers before the body was read', () => {
  it('answers a driver uploading a 1 MB CSV to the consignor route with 403, ten times in a row', async () => {
    const file = csvOf(MB);
    for (let i = 0; i < 10; i++) {
      expect(await upload(CSV_ROUTE, driver, 'file', file, 'data.csv'), `try ${i + 1}`).toEqual({
        status: 403,
        body: { statusCode: 403, error: 'forbidden', message: 'この操作を行う権限がありません。' },
      });
    }
  });

  it('answers an image 3 MB over its field limit with 413 and its message', async () => {
    const seal = bigPngBytes(8 * MB); // the seal's limit is 5 MB
    for (let i = 0; i < 3; i++) {
      expect(
        await upload('/v1/self/company/settings', admin, 'sealImpressionImage', seal, 'seal.png'),
        `try ${i + 1}`,
      ).toEqual({
        status: 413,
        body: {
          statusCode: 413,
          error: 'payload_too_large',
          message: '社印は1ファイル5MB以内にしてください。',
        },
      });
    }
  });

  it('answers a 1 MB image sent as the CSV with 415 and its message', async () => {
    const image = bigPngBytes(MB);
    for (let i = 0; i < 3; i++) {
      expect(await upload(CSV_ROUTE, consignorUser, 'file', image, 'data.csv'), `try ${i + 1}`).toEqual({
        status: 415,
        body: {
          statusCode: 415,
          error: 'unsupported_media_type',
          message: 'CSVファイルはCSV形式のファイルを選択してください。',
        },
      });
    }
  });
});
