import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_CHANGED_CHANNEL } from '../src/lib/auth/current-user-cache.ts';
import {
  bearer,
  createCompany,
  createTestApp,
  createUser,
  type TestApp,
  usersOfEveryRole,
} from './helpers.ts';
import { getSelf, refresh, signIn } from './support/auth.ts';
import { linkToken, mailsTo } from './support/mailbox.ts';
import { nextMessage } from './support/pubsub.ts';

let t: TestApp;
let sysadmin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  sysadmin = await createUser(t, 'system_admin');
});
afterAll(() => t.close());

let seq = 0;
const companyBody = (over: Record<string, unknown> = {}) => ({
  name: `テスト運輸株式会社${++seq}`,
  nameKana: 'てすとうんゆ',
  corporateNumber: '4011001098993',
  zipCode: '1360082',
  address1: '東京都江東区新木場',
  address2: '1-2-3',
  phone: '03-1234-5678',
  representativeName: '代表 太郎',
  closingDay: 20,
  taxRounding: 'round',
  adminName: '管理 花子',
  adminEmail: `admin-${Date.now()}-${seq}@example.test`,
  ...over,
});

const post = (body: unknown, user = sysadmin) =>
  t.app.inject({ method: 'POST', url: '/v1/companies', headers: bearer(user), payload: body as object });

describe('companies (system administrator)', () => {
  it('creates a company with its first admin, who is invited by mail and can sign in with the link', async () => {
    const body = companyBody({ adminEmail: `First.Admin-${seq}@Example.test` });
    const res = await post(body);
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      name: body.name,
      nameKana: 'テストウンユ',
      corporateNumber: '4011001098993',
      zipCode: '136-0082',
      closingDay: 20,
      taxRounding: 'round',
      active: true,
      invoiceRegistrationNumber: null,
      admins: [
        { name: '管理 花子', email: body.adminEmail.toLowerCase(), active: true, lastSignedInAt: null },
      ],
    });

    // The invitation is a queued job: delivered by the runner to the mail folder (no SMTP in tests).
    expect(await t.app.jobs.runDue()).toBeGreaterThanOrEqual(1);
    const [mail] = mailsTo(t, body.adminEmail.toLowerCase());
    expect(mail?.subject).toBe(`【${body.name}】陸運へのご招待`);
    const link = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/sign-in-with-link',
      payload: { token: linkToken(mail) },
    });
    expect(link.statusCode).toBe(200);
    const self = await getSelf(t, link.json().idToken);
    expect(self.json()).toMatchObject({
      role: 'company_admin',
      company: { id: created.id, name: body.name },
    });
  });

  it('reads, lists with search and the active filter, pages and updates companies', async () => {
    const a = (await post(companyBody({ name: '検索用ＡＢＣ運送株式会社', phone: '045-111-2222' }))).json();
    const b = (await post(companyBody({ name: '検索用XYZ物流', corporateNumber: null }))).json();

    const got = await t.app.inject({ url: `/v1/companies/${a.id}`, headers: bearer(sysadmin) });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(a);

    const search = await t.app.inject({ url: '/v1/companies?q=abc運送', headers: bearer(sysadmin) });
    expect(search.json()).toMatchObject({ total: 1, data: [{ id: a.id }] });
    const byPhone = await t.app.inject({ url: '/v1/companies?q=045-111-2222', headers: bearer(sysadmin) });
    expect(byPhone.json().data.map((c: { id: string }) => c.id)).toEqual([a.id]);

    const { adminName: _n, adminEmail: _e, ...details } = companyBody({ name: b.name, active: false });
    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/companies/${b.id}`,
      headers: bearer(sysadmin),
      payload: details,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: b.id, active: false, closingDay: 20 });

    const inactive = await t.app.inject({
      url: '/v1/companies?active=false&q=検索用',
      headers: bearer(sysadmin),
    });
    expect(inactive.json()).toMatchObject({ total: 1, data: [{ id: b.id }] });
    const page = await t.app.inject({
      url: '/v1/companies?q=検索用&perPage=1&page=2&sort=-name',
      headers: bearer(sysadmin),
    });
    // Descending by name, one per page: the second page holds the smaller name.
    const [smaller] = [a, b].sort((x, y) => (x.name < y.name ? -1 : 1));
    expect(page.json()).toMatchObject({ total: 2, data: [{ id: smaller.id }] });
  });

  it('answers validation errors in Japanese at the fields, including the check digit of 法人番号', async () => {
    const res = await post(
      companyBody({
        name: '',
        corporateNumber: '1234567890123',
        closingDay: 31,
        taxRounding: 'up',
        adminEmail: 'not-an-address',
      }),
    );
    expect(res.statusCode).toBe(400);
    const errors = Object.fromEntries(
      res
        .json()
        .errors.map((e: { property: string; constraints: Record<string, string> }) => [
          e.property,
          Object.values(e.constraints)[0],
        ]),
    );
    expect(errors).toMatchObject({
      name: '会社名を入力してください',
      corporateNumber: expect.stringContaining('法人番号'),
      closingDay: '締日は1〜28日または月末を選択してください',
      taxRounding: '消費税の端数処理を選択してください',
      adminEmail: 'メールアドレスの形式が正しくありません',
    });
  });

  it('refuses an admin email already in use with 409 at adminEmail and creates nothing', async () => {
    const { admin } = await createCompany(t);
    const before = (await t.app.inject({ url: '/v1/companies?perPage=1', headers: bearer(sysadmin) })).json();
    const res = await post(companyBody({ name: '重複テスト運送', adminEmail: admin.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'conflict',
      message: 'このメールアドレスはすでに登録されています。',
      errors: [{ property: 'adminEmail' }],
    });
    const after = (await t.app.inject({ url: '/v1/companies?perPage=1', headers: bearer(sysadmin) })).json();
    expect(after.total).toBe(before.total);
    const found = await t.app.inject({ url: '/v1/companies?q=重複テスト運送', headers: bearer(sysadmin) });
    expect(found.json().total).toBe(0);
  });

  it('answers 404 for an unknown company', async () => {
    const res = await t.app.inject({
      url: '/v1/companies/0192f000-0000-7000-8000-000000000000',
      headers: bearer(sysadmin),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('運送会社が見つかりません。');
  });

  it('admits only the system administrator', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['company_admin', 'driver', 'consignor_user'] as const) {
      const list = await t.app.inject({ url: '/v1/companies', headers: bearer(byRole[role]) });
      expect(list.statusCode, role).toBe(403);
      expect((await post(companyBody(), byRole[role])).statusCode, role).toBe(403);
    }
  });
});

describe('an inactive company', () => {
  it("stops its users' sign-in, link sign-in, token refresh and open sessions at once, and allows them again when reactivated", async () => {
    const body = companyBody();
    const created = (await post(body)).json();
    await t.app.jobs.runDue();
    const [mail] = mailsTo(t, body.adminEmail);
    const session = (
      await t.app.inject({
        method: 'POST',
        url: '/auth/v1/sign-in-with-link',
        payload: { token: linkToken(mail) },
      })
    ).json();
    const setPassword = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/password',
      headers: { authorization: `Bearer ${session.idToken}` },
      payload: { newPassword: 'atarashii-pasuwado-2026' },
    });
    expect(setPassword.statusCode).toBe(200);
    const tokens = setPassword.json();

    // A request first, so this instance holds the user in its cache: the change must reach it at once.
    expect((await getSelf(t, tokens.idToken)).statusCode).toBe(200);
    const { adminName: _n, adminEmail: _e, ...details } = body;
    const setActive = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/v1/companies/${created.id}`,
        headers: bearer(sysadmin),
        payload: { ...details, active },
      });
    // The companies trigger tells every instance's user cache; on PostgreSQL the message comes just after the commit.
    const heard = await nextMessage(
      t.app.pubsub,
      USER_CHANGED_CHANNEL,
      (m) => (m as { companyId?: string }).companyId === created.id,
    );
    expect((await setActive(false)).statusCode).toBe(200);
    await heard.message;

    expect((await getSelf(t, tokens.idToken)).statusCode).toBe(401);
    expect((await refresh(t, tokens.refreshToken)).statusCode).toBe(401);
    const refused = await signIn(t, body.adminEmail, 'atarashii-pasuwado-2026');
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('メールアドレスまたはパスワードが正しくありません。');

    expect((await setActive(true)).statusCode).toBe(200);
    const again = await signIn(t, body.adminEmail, 'atarashii-pasuwado-2026');
    expect(again.statusCode).toBe(200);
    expect((await getSelf(t, again.json().idToken)).statusCode).toBe(200);
  });
});
