import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../src/lib/auth/current-user-cache.ts';
import { users } from '../src/lib/auth/users.table.ts';
import {
  bearer,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
  usersOfEveryRole,
} from './helpers.ts';
import { getSelf } from './support/auth.ts';
import { linkToken, mailsTo } from './support/mailbox.ts';
import { nextMessage } from './support/pubsub.ts';

let t: TestApp;
let sysadmin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

let serial = 0;
const freshEmail = () => `shipper-${Date.now().toString(36)}-${serial++}@example.test`;

function post(user: TestUser, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/v1/consignor/users', headers: bearer(user), payload });
}

async function addUser(user: TestUser, over: Record<string, unknown> = {}) {
  const res = await post(user, { name: '荷主 花子', email: freshEmail(), ...over });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const errorAt = (
  body: { errors?: { property: string; constraints: Record<string, string> }[] },
  field: string,
) => Object.values(body.errors?.find((e) => e.property === field)?.constraints ?? {})[0];

describe('consignor users', () => {
  it('lets the system administrator add a user to a consignor, who is invited by mail and signs in', async () => {
    const { consignorId } = await createConsignor(t);
    const email = freshEmail();
    const created = await addUser(sysadmin, {
      consignorId,
      name: ' 荷主　太郎 ',
      email: email.toUpperCase(),
      phone: '09012345678',
    });
    expect(created).toMatchObject({
      consignorId,
      consignorName: 'テスト荷主株式会社',
      name: '荷主 太郎',
      email,
      phone: '09012345678',
      active: true,
      lastSignedInAt: null,
    });
    // The invitation is queued with the user and delivered by the jobs runner.
    expect(mailsTo(t, email)).toHaveLength(0);
    await t.app.jobs.runDue();
    const [mail] = mailsTo(t, email);
    expect(mail?.subject).toBe('【テスト荷主株式会社】陸運へのご招待');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-in-with-link',
      payload: { token: linkToken(mail) },
    });
    expect(signIn.statusCode).toBe(200);
    const self = await getSelf(t, signIn.json().idToken);
    expect(self.json()).toMatchObject({
      id: created.id,
      role: 'consignor_user',
      consignor: { id: consignorId },
    });

    const got = await t.app.inject({ url: `/v1/consignor/users/${created.id}`, headers: bearer(sysadmin) });
    expect(got.json().lastSignedInAt).not.toBeNull();
    const list = await t.app.inject({
      url: `/v1/consignor/users?consignorId=${consignorId}`,
      headers: bearer(sysadmin),
    });
    expect(list.json().data.map((u: { id: string }) => u.id)).toContain(created.id);
    // Without the filter the administrator sees every consignor's users.
    const other = await createConsignor(t, '別の荷主');
    const everyone = await t.app.inject({
      url: '/v1/consignor/users?perPage=1000',
      headers: bearer(sysadmin),
    });
    const ids = everyone.json().data.map((u: { id: string }) => u.id);
    expect(ids).toEqual(expect.arrayContaining([created.id, other.user.id]));
    const filtered = list.json().data.map((u: { consignorId: string }) => u.consignorId);
    expect(new Set(filtered)).toEqual(new Set([consignorId]));
  });

  it('asks the system administrator which consignor, and checks it exists', async () => {
    const missing = await post(sysadmin, { name: '荷主 次郎', email: freshEmail() });
    expect(missing.statusCode).toBe(400);
    expect(errorAt(missing.json(), 'consignorId')).toBe('荷主を選択してください');
    const unknown = await post(sysadmin, {
      name: '荷主 次郎',
      email: freshEmail(),
      consignorId: '0192f000-0000-7000-8000-00000000abcd',
    });
    expect(unknown.statusCode).toBe(400);
    expect(errorAt(unknown.json(), 'consignorId')).toBe('指定された荷主が見つかりません');
  });

  it('answers validation errors in Japanese at their fields', async () => {
    const { user } = await createConsignor(t);
    const res = await post(user, { name: '', email: 'not-an-address', phone: '123' });
    expect(res.statusCode).toBe(400);
    expect(errorAt(res.json(), 'name')).toBe('氏名を入力してください');
    expect(errorAt(res.json(), 'email')).toBe('メールアドレスの形式が正しくありません');
    expect(errorAt(res.json(), 'phone')).toContain('電話番号は0から始まる');
  });

  it("adds a consignor user's colleague to his own consignor, whatever the request names", async () => {
    const mine = await createConsignor(t, '自社荷主');
    const other = await createConsignor(t, '他社荷主');
    const created = await addUser(mine.user, { consignorId: other.consignorId });
    expect(created.consignorId).toBe(mine.consignorId);
  });

  it('answers 409 at email for an address any user already has', async () => {
    const { user } = await createConsignor(t);
    const taken = await post(user, { name: '重複', email: user.email.toUpperCase() });
    expect(taken.statusCode).toBe(409);
    expect(errorAt(taken.json(), 'email')).toBe('このメールアドレスはすでに登録されています。');
    // Nothing was written: no user and no invitation.
    await t.app.jobs.runDue();
    expect(mailsTo(t, user.email)).toHaveLength(0);

    const colleague = await addUser(user);
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/consignor/users/${colleague.id}`,
      headers: bearer(user),
      payload: { name: colleague.name, email: user.email },
    });
    expect(put.statusCode).toBe(409);
    expect(errorAt(put.json(), 'email')).toBe('このメールアドレスはすでに登録されています。');
  });

  it("shows a consignor user only his own consignor's users; another's answer 404", async () => {
    const a = await createConsignor(t, '荷主A');
    const b = await createConsignor(t, '荷主B');
    const ofA = await addUser(a.user, { name: 'A社 担当' });
    const listB = await t.app.inject({ url: '/v1/consignor/users', headers: bearer(b.user) });
    expect(listB.json()).toMatchObject({ total: 1, data: [{ id: b.user.id }] });
    // The query's consignorId is the administrator's filter, not a way into another consignor.
    const forced = await t.app.inject({
      url: `/v1/consignor/users?consignorId=${a.consignorId}`,
      headers: bearer(b.user),
    });
    expect(forced.json().data.map((u: { id: string }) => u.id)).toEqual([b.user.id]);
    const listA = await t.app.inject({ url: '/v1/consignor/users?q=A社', headers: bearer(a.user) });
    expect(listA.json()).toMatchObject({ total: 1, data: [{ id: ofA.id }] });

    const calls = [
      { method: 'GET' as const, url: `/v1/consignor/users/${ofA.id}` },
      {
        method: 'PUT' as const,
        url: `/v1/consignor/users/${ofA.id}`,
        payload: { name: '乗っ取り', email: freshEmail() },
      },
      { method: 'POST' as const, url: '/v1/consignor/users/sendLoginMail', payload: { ids: [ofA.id] } },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: bearer(b.user) });
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json().message).toBe('荷主ユーザーが見つかりません。');
    }
    const still = await t.app.inject({ url: `/v1/consignor/users/${ofA.id}`, headers: bearer(a.user) });
    expect(still.json().name).toBe('A社 担当');
    // A company admin or a driver is no consignor user at all.
    const notConsignorUser = await t.app.inject({
      url: `/v1/consignor/users/${sysadmin.id}`,
      headers: bearer(sysadmin),
    });
    expect(notConsignorUser.statusCode).toBe(404);
  });

  it('deactivates a colleague, who is signed out at once, but never oneself', async () => {
    const { user } = await createConsignor(t);
    const colleague = await addUser(user);
    const own = await t.app.inject({
      method: 'PUT',
      url: `/v1/consignor/users/${user.id}`,
      headers: bearer(user),
      payload: { name: '自分', email: user.email, active: false },
    });
    expect(own.statusCode).toBe(400);
    expect(errorAt(own.json(), 'active')).toBe('自分自身を無効にすることはできません。');

    const { idToken } = await t.app.idTokens.issue(colleague.id);
    expect((await getSelf(t, idToken)).statusCode).toBe(200);
    // The users trigger tells every instance's user cache; on PostgreSQL the message comes just after the commit.
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { id?: string }).id === colleague.id,
    );
    const off = await t.app.inject({
      method: 'PUT',
      url: `/v1/consignor/users/${colleague.id}`,
      headers: bearer(user),
      payload: { name: colleague.name, email: colleague.email, active: false },
    });
    expect(off.statusCode).toBe(200);
    await heard.message;
    expect(off.json().active).toBe(false);
    expect((await getSelf(t, idToken)).statusCode).toBe(401);
    const activeOnly = await t.app.inject({ url: '/v1/consignor/users?active=true', headers: bearer(user) });
    expect(activeOnly.json().data.map((u: { id: string }) => u.id)).toEqual([user.id]);
  });

  it('sends login mails to the chosen users, refusing an inactive one with nothing sent', async () => {
    const { user } = await createConsignor(t);
    const first = await addUser(user);
    const second = await addUser(user);
    const inactive = await addUser(user, { active: false });
    await t.app.jobs.runDue();
    expect(mailsTo(t, inactive.email)).toHaveLength(0);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/consignor/users/sendLoginMail',
      headers: bearer(user),
      payload: { ids: [first.id, inactive.id] },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors[0]).toMatchObject({ property: 'ids', children: [{ property: '1' }] });
    await t.app.jobs.runDue();
    expect(mailsTo(t, first.email).map((m) => m.subject)).toEqual(['【テスト荷主株式会社】陸運へのご招待']);

    const sent = await t.app.inject({
      method: 'POST',
      url: '/v1/consignor/users/sendLoginMail',
      headers: bearer(user),
      payload: { ids: [first.id, second.id] },
    });
    expect(sent.json()).toEqual({ sent: 2 });
    await t.app.jobs.runDue();
    for (const u of [first, second]) {
      expect(mailsTo(t, u.email).map((m) => m.subject)).toContain(
        '【テスト荷主株式会社】ログイン用リンクのお知らせ',
      );
    }
    const empty = await t.app.inject({
      method: 'POST',
      url: '/v1/consignor/users/sendLoginMail',
      headers: bearer(user),
      payload: { ids: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorAt(empty.json(), 'ids')).toBe('ユーザーを選択してください');
  });

  it('saves no user when his invitation cannot be queued', async () => {
    const { user } = await createConsignor(t);
    const email = freshEmail();
    // The mail queue is out of order for this one request: the whole create must roll back.
    await t.database.db.execute(sql`alter table jobs rename to jobs_out_of_order`);
    try {
      const res = await post(user, { name: '招待 失敗', email });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table jobs_out_of_order rename to jobs`);
    }
    const [saved] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(saved).toBeUndefined();
    // The address is still free: the same request now succeeds.
    expect((await post(user, { name: '招待 成功', email })).statusCode).toBe(201);
  });

  it('refuses company staff and drivers', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['company_admin', 'driver'] as const) {
      const list = await t.app.inject({ url: '/v1/consignor/users', headers: bearer(byRole[role]) });
      expect(list.statusCode, role).toBe(403);
      const create = await post(byRole[role], { name: '不可', email: freshEmail() });
      expect(create.statusCode, role).toBe(403);
    }
  });
});
