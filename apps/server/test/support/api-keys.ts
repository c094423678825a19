import type { TestApp, TestUser } from '../helpers.ts';
import { callAs } from './api-calls.ts';

/** A new API key of the admin's company (POST /v1/api-keys); the key itself is in `key`. */
export async function issueApiKey(t: TestApp, admin: TestUser, name = '配車システム連携') {
  const res = await callAs(t, admin, 'POST', '/v1/api-keys', { name });
  if (res.status !== 201)
    throw new Error(`POST /v1/api-keys answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as { id: string; key: string; keyPrefix: string };
}

/** One JSON call authenticated with an API key (the /sms routes). */
export const callWithKey = (
  t: TestApp,
  key: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) => callAs(t, { token: key }, method, url, payload);
