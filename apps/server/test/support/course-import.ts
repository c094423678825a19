import { importSettingPresets } from '@rikuun/contract';
import { asc, eq, inArray } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { expect } from 'vitest';
import { courses } from '../../src/features/courses/courses.table.ts';
import { destinations } from '../../src/features/destinations/destinations.table.ts';
import { bearer, createCompany, type TestApp, type TestUser } from '../helpers.ts';
import { callAs } from './api-calls.ts';
import { createDriver, freshEmail } from './drivers.ts';
import { multipartBody } from './multipart.ts';

/** The standard layout's header, in its column order (the preset reads columns by header text). */
export const STANDARD_HEADER =
  '配送日,コース名,ドライバー名,ドライバーメール,車両番号,契約名,配送順,配送先名,郵便番号,住所,建物名,電話番号,指定時間開始,指定時間終了,個数,重量kg,備考';

export const sjis = (text: string) => iconv.encode(text, 'CP932');
export const utf8 = (text: string, bom = false) => Buffer.from(`${bom ? '\uFEFF' : ''}${text}`, 'utf8');
/** Lines joined as Excel writes them (CRLF, a last line end). */
export const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;

/**
 * A company with what a file names: two drivers (one found by name, one by email), a vehicle, a
 * client with a contract valid from 2026-04-01, and import settings (the standard layout in
 * Shift_JIS and in UTF-8; a header-less layout by column letters).
 */
export async function importCompany(t: TestApp) {
  const { companyId, admin } = await createCompany(t);
  const yamada = await createDriver(t, admin, { name: '山田 太郎', email: freshEmail('yamada') });
  const satoEmail = freshEmail('sato');
  const sato = await createDriver(t, admin, {
    name: '佐藤 ハナコ',
    nameKana: 'サトウ ハナコ',
    email: satoEmail,
  });
  const vehicle = (
    await callAs(t, admin, 'POST', '/v1/vehicles', {
      registrationNumber: '品川 100 あ 12-34',
      vehicleClass: 'small',
    })
  ).body;
  const client = (await callAs(t, admin, 'POST', '/v1/clients', { name: '東京食品株式会社' })).body;
  const contract = (
    await callAs(t, admin, 'POST', '/v1/contracts', {
      clientId: client.id,
      name: '定期便A',
      from: '2026-04-01',
      feeType: 'per_course',
      billingUnitPrice: 30000,
    })
  ).body;
  const standard = importSettingPresets[0]?.columns ?? {};
  const setting = async (body: Record<string, unknown>) => {
    const res = await callAs(t, admin, 'POST', '/v1/import-settings', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as string;
  };
  const settings = {
    sjis: await setting({ name: '標準SJIS', encoding: 'shift_jis', headerRows: 1, columns: standard }),
    utf8: await setting({ name: '標準UTF8', encoding: 'utf8', headerRows: 1, columns: standard }),
    letters: await setting({
      name: '見出しなし',
      encoding: 'utf8',
      headerRows: 0,
      columns: { deliveryDate: 'A', courseName: 'B', destinationName: 'D', address1: 'E', driverName: 'C' },
    }),
  };
  return { companyId, admin, yamada, sato, satoEmail, vehicle, client, contract, settings };
}

export type ImportOptions = { settingFirst?: boolean; accept?: string; fileName?: string };

/** POST /v1/courses/import with the setting id and the file (the setting first unless told). */
export function postImport(
  t: TestApp,
  user: TestUser,
  importSettingId: string,
  data: Buffer,
  { settingFirst = true, accept, fileName = 'コース.csv' }: ImportOptions = {},
) {
  const setting = { name: 'importSettingId', value: importSettingId };
  const file = { name: 'file', fileName, data, contentType: 'text/csv' };
  const { payload, headers } = multipartBody(settingFirst ? [setting, file] : [file, setting]);
  return t.app.inject({
    method: 'POST',
    url: '/v1/courses/import',
    headers: { ...headers, ...bearer(user), ...(accept ? { accept } : {}) },
    payload,
  });
}

export async function courseCount(t: TestApp, companyId: string) {
  return (
    await t.database.db.select({ id: courses.id }).from(courses).where(eq(courses.companyId, companyId))
  ).length;
}

/** The courses of some ids with their stops in stored order. */
export async function readCourses(t: TestApp, ids: string[]) {
  const rows = await t.database.db.select().from(courses).where(inArray(courses.id, ids));
  const stops = await t.database.db
    .select()
    .from(destinations)
    .where(inArray(destinations.courseId, ids))
    .orderBy(asc(destinations.sequence));
  return ids.map((id) => {
    const course = rows.find((c) => c.id === id);
    return { ...course, stops: stops.filter((s) => s.courseId === id) };
  });
}
