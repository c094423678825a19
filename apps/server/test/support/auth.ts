import type { Role } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../src/lib/auth/passwords.ts';
import { users } from '../../src/lib/auth/users.table.ts';
import { createCompany, createUser, type TestApp, type TestUser } from '../helpers.ts';

export const PASSWORD = 'kaisha-no-pasuwado-123';

/** A user of a fresh company who can sign in with PASSWORD. */
export async function userWithPassword(t: TestApp, role: Role = 'company_admin'): Promise<TestUser> {
  const { companyId, admin } = await createCompany(t);
  const user = role === 'company_admin' ? admin : await createUser(t, role, { companyId });
  await t.database.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, user.id));
  return user;
}

export function signIn(t: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/auth/v1/sign-in',
    payload: { email, password },
    remoteAddress,
  });
}

export function refresh(t: TestApp, refreshToken: string) {
  return t.app.inject({ method: 'POST', url: '/auth/v1/token', payload: { refreshToken } });
}

export function getSelf(t: TestApp, idToken: string) {
  return t.app.inject({ method: 'GET', url: '/v1/self', headers: { authorization: `Bearer ${idToken}` } });
}

export type Tokens = { idToken: string; refreshToken: string; expiresIn: number };
