import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { drivers } from '../../src/features/drivers/drivers.table.ts';
import { bearer, createCompany, createUser, type TestApp, type TestUser } from '../helpers.ts';
import { callAs } from './api-calls.ts';
import { insertCourse } from './course-rows.ts';
import { type MultipartPart, multipartBody } from './multipart.ts';

export const today = todayInTokyo();

export async function driverIdOf(t: TestApp, user: TestUser) {
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, user.id));
  if (!row) throw new Error('driver row missing');
  return row.id;
}

/** A company with two drivers; the first has today's course with two stops (made through the API). */
export async function expenseWorld(t: TestApp, over: Parameters<typeof insertCourse>[2] = {}) {
  const { companyId, admin } = await createCompany(t);
  const driver = await createUser(t, 'driver', { companyId });
  const other = await createUser(t, 'driver', { companyId });
  const driverId = await driverIdOf(t, driver);
  const course = await insertCourse(t.database.db, companyId, {
    deliveryDate: today,
    name: '午前便',
    driverId,
    ...over,
  });
  const stops: string[] = [];
  for (const name of ['配送先A', '配送先B']) {
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, { name });
    stops.push(res.body.id);
  }
  return { companyId, admin, driver, other, driverId, course, stops };
}

export const expenseBody = (over: Record<string, unknown> = {}) => ({
  expenseType: 'toll',
  amount: 1320,
  paidOn: today,
  memo: '首都高',
  ...over,
});

/** A multipart call (POST or PUT) as a user: the status and the parsed body. */
export async function sendForm(
  t: TestApp,
  user: TestUser,
  method: 'POST' | 'PUT',
  url: string,
  parts: MultipartPart[],
) {
  const { payload, headers } = multipartBody(parts);
  const res = await t.app.inject({ method, url, headers: { ...headers, ...bearer(user) }, payload });
  // biome-ignore lint/suspicious/noExplicitAny: test bodies are checked with expect
  const body: any = res.body ? res.json() : null;
  return { status: res.statusCode, body };
}

/** The text fields of an expense as multipart parts. */
export const fieldParts = (body: Record<string, unknown>): MultipartPart[] =>
  Object.entries(body).map(([name, value]) => ({ name, value: String(value) }));
