import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth.ts';
import { createBaseQuery } from './base-query.ts';
import { withSubmission } from './submission.ts';
import { json, memoryStorage, queryApi, type RecordedCall, scriptedFetch, tokens } from './test-support.ts';

const HOST = 'http://api.test';
const expired = { statusCode: 401, error: 'firebase_token_expired', message: '期限切れ' };

async function setup(
  api: (call: RecordedCall) => Response,
  refresh: () => Response = () => json(200, tokens(2)),
) {
  const { calls, fetchFn } = scriptedFetch((call) => {
    if (call.url.endsWith('/auth/v1/sign-in')) return json(200, tokens(1));
    if (call.url.endsWith('/auth/v1/token')) return refresh();
    if (call.url.endsWith('/auth/v1/sign-out')) return json(204, undefined);
    return api(call);
  });
  const auth = createAuthClient({ host: HOST, storage: memoryStorage(), fetchFn });
  const onUnauthorized = vi.fn();
  const baseQuery = createBaseQuery({ host: HOST, auth, onUnauthorized, fetchFn });
  const apiCalls = () => calls.filter((c) => c.url.includes('/v1/') && !c.url.includes('/auth/'));
  return { auth, baseQuery, onUnauthorized, apiCalls, calls };
}

describe('base query', () => {
  it('calls {host}/v1 with the bearer ID token', async () => {
    const { auth, baseQuery, apiCalls } = await setup(() => json(200, { data: [], total: 0 }));
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery({ url: '/vehicles', params: { page: 1 } }, queryApi, {});
    expect(result.data).toEqual({ data: [], total: 0 });
    expect(apiCalls()[0]?.url).toBe(`${HOST}/v1/vehicles?page=1`);
    expect(apiCalls()[0]?.headers.get('authorization')).toBe('Bearer id-1');
  });

  it('omits the Authorization header when signed out', async () => {
    const { baseQuery, apiCalls } = await setup(() => json(200, { status: 'ok' }));
    await baseQuery('/healthcheck', queryApi, {});
    expect(apiCalls()[0]?.headers.has('authorization')).toBe(false);
  });

  it('on firebase_token_expired forces a fresh token and retries the same request once', async () => {
    const { auth, baseQuery, apiCalls, onUnauthorized } = await setup((call) =>
      call.headers.get('authorization') === 'Bearer id-1' ? json(401, expired) : json(201, { id: 'v1' }),
    );
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery(
      { url: '/vehicles', method: 'POST', body: { registrationNumber: '品川 100 あ 12-34' } },
      queryApi,
      {},
    );
    expect(result.data).toEqual({ id: 'v1' });
    expect(apiCalls().map((c) => [c.headers.get('authorization'), c.body])).toEqual([
      ['Bearer id-1', { registrationNumber: '品川 100 あ 12-34' }],
      ['Bearer id-2', { registrationNumber: '品川 100 あ 12-34' }],
    ]);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it("sends a submission's Idempotency-Key on its mutating requests, the same on the 401 retry; reads without", async () => {
    const { auth, baseQuery, apiCalls } = await setup((call) =>
      call.headers.get('authorization') === 'Bearer id-1' ? json(401, expired) : json(201, { id: 'v1' }),
    );
    await auth.signIn('a@example.com', 'p');
    await withSubmission('attempt-1', async () => {
      await baseQuery({ url: '/vehicles', method: 'POST', body: {}, headers: { 'X-A': 'b' } }, queryApi, {});
      await baseQuery('/vehicles', queryApi, {});
    });
    await baseQuery({ url: '/vehicles', method: 'POST', body: {} }, queryApi, {});
    expect(apiCalls().map((c) => [c.method, c.headers.get('idempotency-key')])).toEqual([
      ['POST', 'attempt-1.1'],
      ['POST', 'attempt-1.1'],
      ['GET', null],
      ['POST', null],
    ]);
    expect(apiCalls()[0]?.headers.get('x-a')).toBe('b');
  });

  it('retries only once: a second 401 signs out', async () => {
    const { auth, baseQuery, apiCalls, onUnauthorized } = await setup(() => json(401, expired));
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery('/self', queryApi, {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(apiCalls()).toHaveLength(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.getSession()).toBeNull();
  });

  it('when the refresh fails, that failure is the error', async () => {
    const { auth, baseQuery, apiCalls, onUnauthorized } = await setup(
      () => json(401, expired),
      () => {
        throw new TypeError('Failed to fetch');
      },
    );
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery('/self', queryApi, {});
    expect(result.error).toMatchObject({ status: 'FETCH_ERROR' });
    expect(apiCalls()).toHaveLength(1);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('any other 401 signs out and sends the user to the login page', async () => {
    const { auth, baseQuery, onUnauthorized, calls } = await setup(() =>
      json(401, { statusCode: 401, error: 'unauthorized', message: 'x' }),
    );
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery('/self', queryApi, {});
    expect(result.error).toMatchObject({ status: 401, data: { error: 'unauthorized' } });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(auth.getSession()).toBeNull();
    // Telling the server is best effort and runs in the background.
    await vi.waitFor(() => expect(calls.some((c) => c.url.endsWith('/auth/v1/sign-out'))).toBe(true));
  });

  it('leaves routing to the app when a signed-out request gets a 401', async () => {
    const { baseQuery, onUnauthorized } = await setup(() =>
      json(401, { error: 'unauthorized', message: 'x' }),
    );
    const result = await baseQuery('/self', queryApi, {});
    expect(result.error).toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('passes other errors through untouched', async () => {
    const { auth, baseQuery, onUnauthorized } = await setup(() => json(404, { message: '見つかりません' }));
    await auth.signIn('a@example.com', 'p');
    const result = await baseQuery('/vehicles/x', queryApi, {});
    expect(result.error).toEqual({ status: 404, data: { message: '見つかりません' } });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
