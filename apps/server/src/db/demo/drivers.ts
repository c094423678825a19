import type { DriverValues } from '@rikuun/contract';
import { addDays } from '@rikuun/contract';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { groups } from '../../features/groups/groups.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * How far a demo driver's invitation has come: `password` signs in with the demo password (and has
 * signed in before), `sent` has an invitation out, `none` was registered without one being sent yet.
 */
type Access = 'password' | 'sent' | 'none';

type DemoDriver = Omit<DriverValues, 'groupId' | 'hiredOn' | 'leftOn' | 'birthDate'> & {
  group: number | null;
  access: Access;
  hiredDaysAgo: number;
  born: string;
  active?: boolean;
};

const person = (
  name: string,
  nameKana: string,
  email: string | null,
  phone: string,
  rest: Partial<DemoDriver> & Pick<DemoDriver, 'group' | 'access' | 'hiredDaysAgo' | 'born'>,
): DemoDriver => ({
  name,
  nameKana,
  email,
  phone,
  employmentType: 'employee',
  zipCode: null,
  address1: null,
  address2: null,
  licenseNumber: null,
  licenseClass: 'medium',
  licenseConditions: 'なし',
  healthCondition: '良好',
  appointedOn: null,
  leftReason: null,
  memo: null,
  ...rest,
});

const demoGroups: [string[], string[]] = [['第1班', '第2班', '夜間便'], ['配送課']];

const demoDrivers: [DemoDriver[], DemoDriver[]] = [
  [
    person('山田 太郎', 'ヤマダ タロウ', 'driver@example.com', '090-1111-2222', {
      group: 0,
      access: 'password',
      hiredDaysAgo: 2400,
      born: '1982-05-14',
      zipCode: '136-0075',
      address1: '東京都江東区新砂',
      address2: '2-4-8',
      licenseNumber: '301803123450',
      licenseClass: 'large',
    }),
    person('佐藤 花子', 'サトウ ハナコ', 'hanako.sato@example.com', '090-3333-4444', {
      group: 0,
      access: 'password',
      hiredDaysAgo: 1500,
      born: '1990-11-02',
      zipCode: '135-0016',
      address1: '東京都江東区東陽',
      address2: '5-1-3 コーポ東陽 201',
      licenseNumber: '301205678901',
      licenseClass: 'semi_medium',
    }),
    person('鈴木 一郎', 'スズキ イチロウ', 'ichiro.suzuki@example.com', '080-5555-6666', {
      group: 1,
      access: 'password',
      employmentType: 'contractor',
      hiredDaysAgo: 900,
      born: '1978-02-20',
      zipCode: '143-0016',
      address1: '東京都大田区大森北',
      address2: '3-9-1',
      licenseNumber: '302011223344',
      licenseClass: 'medium',
      memo: '軽貨物の持込車両あり。月末締め翌月末払い。',
    }),
    person('田中 誠', 'タナカ マコト', 'makoto.tanaka@example.com', '070-1234-5678', {
      group: 1,
      access: 'sent',
      hiredDaysAgo: 20,
      born: '1995-07-30',
      zipCode: '143-0015',
      address1: '東京都大田区大森西',
      address2: '1-2-3',
      licenseNumber: '301912345678',
      licenseClass: 'ordinary',
      memo: '研修中（同乗指導あり）',
    }),
    person('伊藤 美咲', 'イトウ ミサキ', 'misaki.ito@example.com', '080-2468-1357', {
      group: 2,
      access: 'password',
      employmentType: 'contractor',
      hiredDaysAgo: 600,
      born: '1988-03-09',
      zipCode: '136-0082',
      address1: '東京都江東区新木場',
      address2: '4-2-10',
      licenseNumber: '301714725836',
      licenseClass: 'medium',
      licenseConditions: '眼鏡等',
    }),
    person('渡辺 健太', 'ワタナベ ケンタ', 'kenta.watanabe@example.com', '090-9876-5432', {
      group: 2,
      access: 'password',
      hiredDaysAgo: 3200,
      born: '1975-12-01',
      zipCode: '143-0006',
      address1: '東京都大田区平和島',
      address2: '6-1-1',
      licenseNumber: '301599887766',
      licenseClass: 'towing',
      licenseConditions: '眼鏡等',
      healthCondition: '良好（高血圧で通院中、服薬管理あり）',
      memo: 'トレーラー乗務可',
    }),
    person('中村 大輔', 'ナカムラ ダイスケ', 'daisuke.nakamura@example.com', '070-8765-4321', {
      group: 0,
      access: 'none',
      employmentType: 'contractor',
      hiredDaysAgo: 3,
      born: '1992-08-18',
      zipCode: '140-0011',
      address1: '東京都品川区東大井',
      address2: '2-8-5',
      licenseNumber: '302188776655',
      licenseClass: 'ordinary',
    }),
    person('小林 由美', 'コバヤシ ユミ', 'yumi.kobayashi@example.com', '080-1357-2468', {
      group: 1,
      access: 'password',
      hiredDaysAgo: 2000,
      born: '1984-04-25',
      zipCode: '144-0052',
      address1: '東京都大田区蒲田',
      address2: '4-1-1',
      licenseNumber: '300811223355',
      licenseClass: 'large',
      leftReason: '自己都合による退職',
      active: false,
      memo: '2025年度末で退職',
    }),
    // No email address: signed in by a login code the office prints (「ログインコードを発行」).
    person('松本 隆', 'マツモト タカシ', null, '090-4321-8765', {
      group: 2,
      access: 'none',
      hiredDaysAgo: 60,
      born: '1969-10-03',
      zipCode: '143-0001',
      address1: '東京都大田区東海',
      address2: '3-2-1',
      licenseNumber: '301001122334',
      licenseClass: 'large',
      memo: 'メールアドレスなし。ログインコードを印刷してお渡しする',
    }),
    person('加藤 翔', 'カトウ ショウ', 'sho.kato@example.com', '090-2222-3333', {
      group: null,
      access: 'sent',
      employmentType: 'contractor',
      hiredDaysAgo: 45,
      born: '1998-01-12',
      licenseClass: 'semi_medium',
      // The demo's incomplete 運転者台帳: no address, licence number or conditions on file yet.
      licenseConditions: null,
    }),
  ],
  [
    person('高橋 健', 'タカハシ ケン', 'ken.takahashi@example.com', '070-7777-8888', {
      group: 0,
      access: 'password',
      hiredDaysAgo: 1200,
      born: '1986-09-09',
      zipCode: '330-0063',
      address1: '埼玉県さいたま市浦和区高砂',
      address2: '3-1-4',
      licenseNumber: '451002003004',
      licenseClass: 'medium',
    }),
    person('吉田 恵', 'ヨシダ メグミ', 'megumi.yoshida@example.com', '080-4444-5555', {
      group: 0,
      access: 'sent',
      employmentType: 'contractor',
      hiredDaysAgo: 10,
      born: '1993-06-21',
      zipCode: '330-0846',
      address1: '埼玉県さいたま市大宮区大門町',
      address2: '2-5-7',
      licenseNumber: '451301234567',
      licenseClass: 'ordinary',
    }),
  ],
];

/** Groups and drivers of both demo companies, each driver with a sign-in user (driver@example.com …). */
export const seedDrivers: DemoSeed = async ({ tx, today, passwordHash, companyIds }) => {
  for (const [c, companyId] of companyIds.entries()) {
    const groupRows = await tx
      .insert(groups)
      .values((demoGroups[c] ?? []).map((name) => ({ name, companyId })))
      .returning();
    for (const [i, d] of (demoDrivers[c] ?? []).entries()) {
      const { group, access, hiredDaysAgo, born, active = true, email, ...fields } = d;
      const signedIn = access === 'password';
      const [user] = await tx
        .insert(users)
        .values({
          email,
          name: d.name,
          role: 'driver',
          companyId,
          active,
          passwordHash: signedIn ? passwordHash : null,
          lastSignedInAt: signedIn ? new Date(`${addDays(today, -(i % 4))}T08:1${i}:00+09:00`) : null,
        })
        .returning();
      const hiredOn = addDays(today, -hiredDaysAgo);
      await tx.insert(drivers).values({
        ...fields,
        companyId,
        userId: user?.id ?? null,
        groupId: group === null ? null : (groupRows[group]?.id ?? null),
        hiredOn,
        // 選任: after the first week's training (the same day for a driver hired this week).
        appointedOn: hiredDaysAgo > 7 ? addDays(hiredOn, 7) : hiredOn,
        birthDate: born,
        leftOn: active ? null : addDays(today, -30),
        active,
        invitationSentAt: access === 'none' ? null : new Date(`${hiredOn}T10:00:00+09:00`),
      });
    }
  }
};
