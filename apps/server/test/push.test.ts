import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { pushSubscriptions, vapidKeys } from '../src/lib/push/push.table.ts';
import { queuePush } from '../src/lib/push/push.ts';
import { loadVapidKeys } from '../src/lib/push/vapid-keys.ts';
import {
  buildAppOn,
  createCompany,
  createConsignor,
  createTestApp,
  createTestDatabase,
  createUser,
  type TestApp,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import {
  type BrowserKeys,
  browserKeys,
  decryptPush,
  startPushEndpoint,
  subscriptionJson,
  verifyVapid,
} from './support/push-endpoint.ts';

let t: TestApp;
let endpoint: Awaited<ReturnType<typeof startPushEndpoint>>;
beforeAll(async () => {
  endpoint = await startPushEndpoint();
  t = await createTestApp({ PUBLIC_URL: 'https://rikuun.example' });
});
afterAll(async () => {
  await t.close();
  await endpoint.close();
});

let serial = 0;
const pushServiceUrl = () => `https://push.example.test/send/${Date.now()}-${serial++}`;
const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
const register = (user: { token: string }, body: unknown) =>
  callAs(t, user, 'POST', '/v1/self/fcm-token', body);
const unregister = (user: { token: string }, token: string) =>
  callAs(t, user, 'DELETE', '/v1/self/fcm-token', { token });

/** A subscription at the local push endpoint, written straight to the table (the route wants https). */
async function subscribeLocally(userId: string, path: string, keys: BrowserKeys = browserKeys()) {
  const url = endpoint.url(path);
  await t.database.db
    .insert(pushSubscriptions)
    .values({ userId, platform: 'web', token: subscriptionJson(url, keys), endpoint: url });
  return keys;
}

/** Jobs waiting for their back-off: due now, so the test need not wait. */
const makeDue = () => t.database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) });

describe('POST /v1/self/fcm-token', () => {
  it('stores a Web Push subscription (201), refreshes it (200), and moves a device to the user who registers it last', async () => {
    const { companyId } = await createCompany(t);
    const first = await createUser(t, 'driver', { companyId });
    const second = await createUser(t, 'driver', { companyId });
    const url = pushServiceUrl();
    const token = subscriptionJson(url);

    const created = await register(first, { token, platform: 'web' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), platform: 'web', createdAt: expect.any(String) });
    const [row] = await subscriptionsOf(first.id);
    expect(row).toMatchObject({ endpoint: url, token, platform: 'web' });

    const again = await register(first, { token, platform: 'web' });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(created.body.id);

    // The same browser (endpoint) with new keys, signed in as someone else: one row, now theirs.
    const renewed = subscriptionJson(url);
    const moved = await register(second, { token: renewed, platform: 'web' });
    expect(moved.status).toBe(200);
    expect(await subscriptionsOf(first.id)).toEqual([]);
    expect(await subscriptionsOf(second.id)).toEqual([
      expect.objectContaining({ endpoint: url, token: renewed }),
    ]);
  });

  it('stores FCM tokens of the native apps with the token as their endpoint; staff may register too', async () => {
    const { companyId, admin } = await createCompany(t);
    const driver = await createUser(t, 'driver', { companyId });
    const fcm = `fcm-${Date.now()}:APA91b${'x'.repeat(140)}`;
    expect((await register(driver, { token: fcm, platform: 'android' })).status).toBe(201);
    expect(await subscriptionsOf(driver.id)).toEqual([
      expect.objectContaining({ platform: 'android', token: fcm, endpoint: fcm }),
    ]);
    expect((await register(admin, { token: `ios-${Date.now()}`, platform: 'ios' })).status).toBe(201);
  });

  it('answers 400 in Japanese at the field for a token that is no Web Push subscription', async () => {
    const { companyId } = await createCompany(t);
    const driver = await createUser(t, 'driver', { companyId });
    const keys = browserKeys();
    const bad = [
      'not json',
      JSON.stringify({
        endpoint: 'http://push.example.test/x',
        keys: { p256dh: keys.p256dh, auth: keys.authText },
      }),
      JSON.stringify({ endpoint: pushServiceUrl(), keys: { p256dh: keys.p256dh } }),
      JSON.stringify({ endpoint: pushServiceUrl(), keys: { p256dh: 'short', auth: keys.authText } }),
      JSON.stringify({ endpoint: 'javascript:alert(1)', keys: { p256dh: keys.p256dh, auth: keys.authText } }),
    ];
    for (const token of bad) {
      const res = await register(driver, { token, platform: 'web' });
      expect(res.status, token).toBe(400);
      expect(fieldMessages(res.body).token).toEqual([
        'プッシュ通知の登録情報の形式が正しくありません（Web Push の購読情報を指定してください）',
      ]);
    }
    const noPlatform = await register(driver, { token: 'abc', platform: 'windows' });
    expect(fieldMessages(noPlatform.body).platform).toEqual(['端末の種類を選択してください']);
    const empty = await register(driver, { token: '', platform: 'ios' });
    expect(fieldMessages(empty.body).token).toEqual(['プッシュ通知の登録情報を入力してください']);
    const long = await register(driver, { token: 'x'.repeat(1001), platform: 'ios' });
    expect(fieldMessages(long.body).token).toEqual([
      'プッシュ通知の登録情報は1000文字以内で入力してください',
    ]);
    expect(await subscriptionsOf(driver.id)).toEqual([]);
  });

  it('refuses consignor users and the system administrator', async () => {
    const systemAdmin = await createUser(t, 'system_admin');
    const { user: consignorUser } = await createConsignor(t);
    for (const user of [systemAdmin, consignorUser]) {
      const token = subscriptionJson(pushServiceUrl());
      expect((await register(user, { token, platform: 'web' })).status).toBe(403);
      expect((await unregister(user, token)).status).toBe(403);
    }
  });
});

describe('DELETE /v1/self/fcm-token', () => {
  it("removes only the caller's own device (204 either way)", async () => {
    const { companyId } = await createCompany(t);
    const owner = await createUser(t, 'driver', { companyId });
    const other = await createUser(t, 'driver', { companyId });
    const token = subscriptionJson(pushServiceUrl());
    await register(owner, { token, platform: 'web' });

    expect((await unregister(other, token)).status).toBe(204);
    expect(await subscriptionsOf(owner.id)).toHaveLength(1);
    expect((await unregister(owner, token)).status).toBe(204);
    expect(await subscriptionsOf(owner.id)).toEqual([]);
    expect((await unregister(owner, token)).status).toBe(204);
  });
});

describe('VAPID keys', () => {
  it('gives every signed-in role the same public key', async () => {
    const { companyId, admin } = await createCompany(t);
    const users = [
      admin,
      await createUser(t, 'driver', { companyId }),
      await createUser(t, 'system_admin'),
      (await createConsignor(t)).user,
    ];
    const [row] = await t.database.db.select().from(vapidKeys);
    for (const user of users) {
      const res = await callAs(t, user, 'GET', '/v1/push/vapid-public-key');
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ publicKey: row?.publicKey });
    }
    expect(Buffer.from(row?.publicKey ?? '', 'base64url')).toHaveLength(65);
    expect((await t.app.inject({ url: '/v1/push/vapid-public-key' })).statusCode).toBe(401);
  });

  it('creates the key pair once on the first start; later builds and concurrent starts use the same', async () => {
    const { database, drop } = await createTestDatabase();
    const env = { JOBS_POLL_INTERVAL_MS: '0' };
    try {
      // Two instances starting at once on an empty table agree on one key pair.
      const [a, b] = await Promise.all([loadVapidKeys(database.db), loadVapidKeys(database.db)]);
      expect(a).toEqual(b);
      for (let i = 0; i < 2; i++) {
        const app = await buildAppOn(database, undefined, env);
        await app.ready();
        expect(await app.push.keys()).toEqual(a);
        await app.close();
      }
      expect(await database.db.select().from(vapidKeys)).toHaveLength(1);
    } finally {
      await drop();
    }
  });

  it('stores the private key encrypted with KEY_ENCRYPTION_SECRET, and encrypts a plain one in place', async () => {
    const { database, drop } = await createTestDatabase();
    const secret = 'another-long-random-secret-for-vapid-keys-0123456789';
    try {
      const plain = await loadVapidKeys(database.db);
      const encrypted = await loadVapidKeys(database.db, secret);
      expect(encrypted).toEqual(plain);
      const [row] = await database.db.select().from(vapidKeys);
      expect(row?.privateKey.startsWith('enc:v1:')).toBe(true);
      expect(row?.privateKey).not.toContain(plain.privateKey);
      expect(await loadVapidKeys(database.db, secret)).toEqual(plain);
      await expect(loadVapidKeys(database.db)).rejects.toThrow(/VAPID private key.*KEY_ENCRYPTION_SECRET/);
    } finally {
      await drop();
    }
  });
});

describe('push job', () => {
  it('sends the encrypted message to each browser, signed with the stored key; 410 deletes the subscription', async () => {
    const { companyId } = await createCompany(t);
    const driver = await createUser(t, 'driver', { companyId });
    const phonePath = `/phone-${serial++}`;
    const phone = await subscribeLocally(driver.id, phonePath);
    const gonePath = `/gone-${serial++}`;
    await subscribeLocally(driver.id, gonePath);
    endpoint.answer(gonePath, 410);
    await register(driver, { token: `fcm-${Date.now()}`, platform: 'android' });

    const message = {
      title: '配車のお知らせ',
      body: '4月7日のコースが2件あります',
      url: '/driver/courses?date=2026-04-07',
    };
    await queuePush(t.database.db, { userId: driver.id, ...message });
    await t.app.jobs.runDue();

    const [request] = endpoint.to(phonePath);
    expect(request?.headers['content-encoding']).toBe('aes128gcm');
    expect(request?.headers.ttl).toBe('86400');
    expect(request?.headers.urgency).toBe('normal');
    const vapid = await verifyVapid(request?.headers.authorization);
    expect(vapid.publicKey).toBe((await t.app.push.keys()).publicKey);
    expect(vapid.claims).toMatchObject({ aud: endpoint.origin, sub: 'https://rikuun.example' });
    expect(JSON.parse(decryptPush(request?.body ?? Buffer.alloc(0), phone))).toEqual(message);

    expect(endpoint.to(gonePath)).toHaveLength(1);
    const left = await subscriptionsOf(driver.id);
    expect(left.map((s) => s.platform).sort()).toEqual(['android', 'web']);
    expect(left.find((s) => s.platform === 'web')?.lastSuccessAt).toBeInstanceOf(Date);
  });

  it('counts other failures and tries again later, only for the device that failed', async () => {
    const { companyId } = await createCompany(t);
    const driver = await createUser(t, 'driver', { companyId });
    const okPath = `/ok-${serial++}`;
    const downPath = `/down-${serial++}`;
    await subscribeLocally(driver.id, okPath);
    const keys = await subscribeLocally(driver.id, downPath);
    endpoint.answer(downPath, 503);

    await queuePush(t.database.db, { userId: driver.id, title: 't', body: 'b', url: '/driver' });
    await t.app.jobs.runDue();
    const down = async () =>
      (await subscriptionsOf(driver.id)).find((s) => s.endpoint === endpoint.url(downPath));
    expect((await down())?.failures).toBe(1);
    expect(endpoint.to(okPath)).toHaveLength(1);

    endpoint.answer(downPath, 201);
    await makeDue();
    await t.app.jobs.runDue();
    expect(endpoint.to(okPath)).toHaveLength(1);
    const delivered = endpoint.to(downPath);
    expect(delivered).toHaveLength(2);
    expect(JSON.parse(decryptPush(delivered[1]?.body ?? Buffer.alloc(0), keys)).title).toBe('t');
    expect((await down())?.failures).toBe(0);
  });
});

describe('PUSH_ALLOW_LOOPBACK_HTTP (tests only)', () => {
  it('lets a plain-http push service on this machine be registered, and nothing else', async () => {
    const loose = await createTestApp({ PUSH_ALLOW_LOOPBACK_HTTP: 'true' });
    try {
      const { companyId } = await createCompany(loose);
      const driver = await createUser(loose, 'driver', { companyId });
      const keys = browserKeys();
      const local = subscriptionJson(endpoint.url('/loopback'), keys);
      const remote = subscriptionJson('http://push.example.test/x', keys);
      const post = (app: TestApp, token: string) =>
        callAs(app, driver, 'POST', '/v1/self/fcm-token', { token, platform: 'web' });
      expect((await post(loose, local)).status).toBe(201);
      expect((await post(loose, remote)).status).toBe(400);
      const [row] = await loose.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, driver.id));
      expect(row?.endpoint).toBe(endpoint.url('/loopback'));
    } finally {
      await loose.close();
    }
    // Without the switch (the default) the same subscription is refused.
    const { companyId } = await createCompany(t);
    const driver = await createUser(t, 'driver', { companyId });
    expect(
      (await register(driver, { token: subscriptionJson(endpoint.url('/x')), platform: 'web' })).status,
    ).toBe(400);
  });
});
