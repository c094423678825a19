import { expect } from 'vitest';
import { bearer, type TestApp } from '../helpers.ts';

let serial = 0;
/** An address no other test of the run uses. */
export const freshEmail = (name = 'driver') =>
  `${name}-${Date.now().toString(36)}-${(serial++).toString(36)}@example.test`;

export const driverBody = (over: Record<string, unknown> = {}) => ({
  name: '山田 太郎',
  nameKana: 'ヤマダ タロウ',
  email: freshEmail(),
  phone: '090-1234-5678',
  employmentType: 'employee',
  ...over,
});

/** POST /v1/drivers as the admin; insists on 201. */
export async function createDriver(t: TestApp, admin: { token: string }, over: Record<string, unknown> = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/drivers',
    headers: bearer(admin),
    payload: driverBody(over),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

/** Each property's first message of a 400 answer. */
export function fieldMessages(res: { json(): { errors?: unknown } }) {
  const errors = (res.json().errors ?? []) as { property: string; constraints: Record<string, string> }[];
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints)[0]]));
}
