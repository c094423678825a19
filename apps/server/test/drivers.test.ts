import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/lib/auth/users.table.ts';
import { jobs } from '../src/lib/jobs/jobs.table.ts';
import { bearer, createCompany, createTestApp, type TestApp, usersOfEveryRole } from './helpers.ts';
import { createDriver, driverBody, fieldMessages, freshEmail } from './support/drivers.ts';
import { mailsTo } from './support/mailbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (admin: { token: string }, url: string) =>
  t.app.inject({ url, headers: bearer(admin) }).then((r) => r.json());

describe('drivers', () => {
  it('creates a driver with a driver user and an invitation mail, reads, lists and updates it', async () => {
    const { admin, companyId } = await createCompany(t);
    const group = await t.app
      .inject({ method: 'POST', url: '/v1/groups', headers: bearer(admin), payload: { name: '第1班' } })
      .then((r) => r.json());
    const email = freshEmail('Yamada');
    const created = await createDriver(t, admin, {
      email: ` ${email.toUpperCase()} `,
      nameKana: 'やまだ たろう',
      phone: '０９０－１２３４－５６７８',
      groupId: group.id,
      employmentType: 'contractor',
      birthDate: '1985-04-01',
      zipCode: '1360082',
      address1: '東京都江東区新木場',
      address2: '1-2-3',
      hiredOn: '2020-04-01',
      licenseNumber: '3012 3456 7890',
      licenseClass: 'medium',
      memo: '冷凍車可',
    });
    expect(created).toMatchObject({
      name: '山田 太郎',
      nameKana: 'ヤマダ タロウ',
      email: email.toLowerCase(),
      phone: '090-1234-5678',
      groupId: group.id,
      groupName: '第1班',
      employmentType: 'contractor',
      zipCode: '136-0082',
      licenseNumber: '301234567890',
      licenseClass: 'medium',
      leftOn: null,
      status: 'active',
      invitationStatus: 'sent',
      lastSignInAt: null,
    });
    expect(created.invitationSentAt).not.toBeNull();

    const [user] = await t.database.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    expect(user).toMatchObject({
      role: 'driver',
      companyId,
      name: '山田 太郎',
      active: true,
      passwordHash: null,
    });
    // The invitation was queued with the driver and goes out with the jobs runner.
    expect(mailsTo(t, email.toLowerCase())).toHaveLength(0);
    await t.app.jobs.runDue();
    const [mail] = mailsTo(t, email.toLowerCase());
    expect(mail?.subject).toBe('【テスト運送株式会社】陸運へのご招待');
    expect(mail?.text).toContain('山田 太郎 様');

    expect(await get(admin, `/v1/drivers/${created.id}`)).toEqual(created);
    expect(await get(admin, '/v1/drivers')).toMatchObject({ total: 1, data: [{ id: created.id }] });

    const put = await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${created.id}`,
      headers: bearer(admin),
      payload: driverBody({ name: '山田 太朗', email, leftOn: '2026-03-31', hiredOn: '2020-04-01' }),
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({ name: '山田 太朗', groupId: null, leftOn: '2026-03-31', memo: null });
    const [renamed] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, user?.id ?? ''));
    expect(renamed?.name).toBe('山田 太朗');
  });

  it('searches name, kana, email and phone, filters by group and status, sorts and pages', async () => {
    const { admin } = await createCompany(t);
    const group = await t.app
      .inject({ method: 'POST', url: '/v1/groups', headers: bearer(admin), payload: { name: '夜間' } })
      .then((r) => r.json());
    const a = await createDriver(t, admin, {
      name: '佐藤 花子',
      nameKana: 'サトウ ハナコ',
      phone: '080-1111-2222',
    });
    const b = await createDriver(t, admin, {
      name: '鈴木 一郎',
      nameKana: 'スズキ イチロウ',
      email: freshEmail('ichiro.suzuki'),
      groupId: group.id,
    });
    const c = await createDriver(t, admin, { name: '高橋 健', nameKana: 'タカハシ ケン', phone: null });
    await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${c.id}/status`,
      headers: bearer(admin),
      payload: { status: 'inactive' },
    });
    const names = async (qs: string) =>
      (await get(admin, `/v1/drivers?${qs}`)).data.map((d: { name: string }) => d.name);

    expect(await names('q=佐藤')).toEqual(['佐藤 花子']);
    expect(await names('q=ｽｽﾞｷ')).toEqual(['鈴木 一郎']);
    expect(await names('q=ICHIRO.SUZUKI')).toEqual(['鈴木 一郎']);
    expect(await names('q=08011112222')).toEqual(['佐藤 花子']);
    expect(await names('q=1111-2222')).toEqual(['佐藤 花子']);
    expect(await names(`groupId=${group.id}`)).toEqual(['鈴木 一郎']);
    expect(await names('status=inactive')).toEqual(['高橋 健']);
    expect(await names('status=active')).toEqual(['佐藤 花子', '鈴木 一郎']);
    expect(await names('sort=-nameKana')).toEqual(['高橋 健', '鈴木 一郎', '佐藤 花子']);
    expect(await names('sort=groupName&status=active')).toEqual(['鈴木 一郎', '佐藤 花子']);
    const page2 = await get(admin, '/v1/drivers?perPage=2&page=2');
    expect(page2.total).toBe(3);
    expect(page2.data.map((d: { id: string }) => d.id)).toEqual([c.id]);
    expect([a.id, b.id]).not.toContain(page2.data[0].id);
  });

  it('validates in Japanese at each field', async () => {
    const { admin } = await createCompany(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/drivers',
      headers: bearer(admin),
      payload: {
        name: '',
        nameKana: 'Yamada',
        email: 'not-an-address',
        phone: '12345',
        employmentType: 'parttime',
        birthDate: '2099-01-01',
        licenseNumber: '1234',
        licenseClass: 'rocket',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('入力内容に誤りがあります。入力項目を確認してください');
    expect(fieldMessages(res)).toEqual({
      name: '氏名を入力してください',
      nameKana: 'フリガナは全角カタカナで入力してください',
      email: 'メールアドレスの形式が正しくありません',
      phone: '電話番号は0から始まる10桁または11桁の数字で入力してください（例: 03-1234-5678）',
      employmentType: '雇用区分を選択してください',
      birthDate: '生年月日に未来の日付は指定できません',
      licenseNumber: '免許証番号は12桁の数字で入力してください',
      licenseClass: '免許の種類を選択してください',
    });

    const dates = await t.app.inject({
      method: 'POST',
      url: '/v1/drivers',
      headers: bearer(admin),
      payload: driverBody({ hiredOn: '2024-04-01', leftOn: '2024-03-31' }),
    });
    expect(fieldMessages(dates)).toEqual({
      leftOn: '退職日・契約終了日は入社日・契約開始日以降の日付を入力してください',
    });

    const other = await createCompany(t, '別会社運輸株式会社');
    const foreignGroup = await t.app
      .inject({
        method: 'POST',
        url: '/v1/groups',
        headers: bearer(other.admin),
        payload: { name: '他社班' },
      })
      .then((r) => r.json());
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/v1/drivers',
      headers: bearer(admin),
      payload: driverBody({ groupId: foreignGroup.id }),
    });
    expect(foreign.statusCode).toBe(400);
    expect(fieldMessages(foreign)).toEqual({ groupId: '指定されたグループが見つかりません' });
  });

  it('answers 409 at the email for an address any user has, and writes nothing', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const email = freshEmail('taken');
    const first = await createDriver(t, a.admin, { email });
    const jobsBefore = (await t.database.db.select().from(jobs)).length;
    for (const [admin, address] of [
      [a.admin, email.toUpperCase()],
      [b.admin, email],
      [a.admin, b.admin.email],
    ] as const) {
      const dup = await t.app.inject({
        method: 'POST',
        url: '/v1/drivers',
        headers: bearer(admin),
        payload: driverBody({ email: address }),
      });
      expect(dup.statusCode).toBe(409);
      expect(dup.json()).toMatchObject({
        error: 'conflict',
        message: 'このメールアドレスはすでに登録されています。',
        errors: [
          { property: 'email', constraints: { unique: 'このメールアドレスはすでに登録されています。' } },
        ],
      });
    }
    expect((await t.database.db.select().from(jobs)).length).toBe(jobsBefore);
    expect((await get(b.admin, '/v1/drivers')).total).toBe(0);
    const second = await createDriver(t, a.admin);
    const clash = await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${second.id}`,
      headers: bearer(a.admin),
      payload: driverBody({ email }),
    });
    expect(clash.statusCode).toBe(409);
    const keep = await t.app.inject({
      method: 'PUT',
      url: `/v1/drivers/${first.id}`,
      headers: bearer(a.admin),
      payload: driverBody({ email }),
    });
    expect(keep.statusCode).toBe(200);
  });

  it('keeps tenants apart: another company gets 404 on every driver route', async () => {
    const a = await createCompany(t);
    const b = await createCompany(t, '別会社運輸株式会社');
    const driver = await createDriver(t, a.admin);
    for (const [method, url, payload] of [
      ['GET', `/v1/drivers/${driver.id}`, undefined],
      ['PUT', `/v1/drivers/${driver.id}`, driverBody()],
      ['PUT', `/v1/drivers/${driver.id}/status`, { status: 'inactive' }],
      ['POST', `/v1/drivers/${driver.id}/resendInvitationMail`, undefined],
      ['POST', '/v1/drivers/sendLoginMail', { ids: [driver.id] }],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: bearer(b.admin), payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('ドライバーが見つかりません。');
    }
    expect(await get(b.admin, '/v1/drivers')).toEqual({ data: [], total: 0 });
    expect(await get(a.admin, `/v1/drivers/${driver.id}`)).toMatchObject({
      status: 'active',
      name: '山田 太郎',
    });
  });

  it('allows only company staff', async () => {
    const { byRole } = await usersOfEveryRole(t);
    for (const role of ['driver', 'consignor_user', 'system_admin'] as const) {
      const list = await t.app.inject({ url: '/v1/drivers', headers: bearer(byRole[role]) });
      expect(list.statusCode, role).toBe(403);
      const create = await t.app.inject({
        method: 'POST',
        url: '/v1/drivers',
        headers: bearer(byRole[role]),
        payload: driverBody(),
      });
      expect(create.statusCode, role).toBe(403);
    }
    expect((await t.app.inject({ url: '/v1/drivers' })).statusCode).toBe(401);
  });
});
