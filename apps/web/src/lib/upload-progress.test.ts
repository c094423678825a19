import { describe, expect, it, vi } from 'vitest';
import { createAuthClient } from './auth.ts';
import { createBaseQuery } from './base-query.ts';
import { json, memoryStorage, queryApi, scriptedFetch, tokens } from './test-support.ts';

const HOST = 'http://api.test';

type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };
type Reply = { status: number; body: unknown };

/**
 * A stand-in for XMLHttpRequest (Node has none): records what is sent, reports upload progress in
 * three steps, then answers with the next scripted reply.
 */
function fakeXhr(replies: Reply[], sent: Sent[]) {
  return () => {
    const xhr = {
      upload: {
        onprogress: null as
          | ((e: { lengthComputable: boolean; loaded: number; total: number }) => void)
          | null,
      },
      status: 0,
      responseText: '',
      timeout: 0,
      onload: null as (() => void) | null,
      onerror: null as (() => void) | null,
      ontimeout: null as (() => void) | null,
      request: { method: '', url: '', headers: {} as Record<string, string> },
      open(method: string, url: string) {
        xhr.request = { method, url, headers: {} };
      },
      setRequestHeader(name: string, value: string) {
        xhr.request.headers[name.toLowerCase()] = value;
      },
      send(body: unknown) {
        sent.push({ ...xhr.request, body });
        const reply = replies.shift() ?? { status: 500, body: null };
        queueMicrotask(() => {
          for (const loaded of [40, 80, 100])
            xhr.upload.onprogress?.({ lengthComputable: true, loaded, total: 100 });
          xhr.status = reply.status;
          xhr.responseText = reply.body === null ? '' : JSON.stringify(reply.body);
          xhr.onload?.();
        });
      },
    };
    return xhr as unknown as XMLHttpRequest;
  };
}

async function setup(replies: Reply[]) {
  const { fetchFn } = scriptedFetch((call) =>
    call.url.endsWith('/auth/v1/sign-in') ? json(200, tokens(1)) : json(200, tokens(2)),
  );
  const auth = createAuthClient({ host: HOST, storage: memoryStorage(), fetchFn });
  await auth.signIn('a@example.com', 'p');
  const sent: Sent[] = [];
  const onUnauthorized = vi.fn();
  const baseQuery = createBaseQuery({
    host: HOST,
    auth,
    onUnauthorized,
    fetchFn,
    createXhr: fakeXhr(replies, sent),
  });
  return { baseQuery, sent, onUnauthorized };
}

const form = () => {
  const body = new FormData();
  body.append('images', new Blob(['x'], { type: 'image/png' }), 'image.png');
  return body;
};

describe('upload through the base query', () => {
  it('sends a FormData body by XMLHttpRequest with the bearer token and reports progress', async () => {
    const { baseQuery, sent } = await setup([{ status: 201, body: { id: 'm1' } }]);
    const progress: number[] = [];
    const body = form();
    const result = await baseQuery(
      {
        url: '/vehicles/v1/maintenances/m1/images',
        method: 'POST',
        body,
        onProgress: (f) => progress.push(f),
      },
      queryApi,
      {},
    );
    expect(result).toEqual({ data: { id: 'm1' } });
    expect(progress).toEqual([0, 0.4, 0.8, 1]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: `${HOST}/v1/vehicles/v1/maintenances/m1/images` });
    expect(sent[0]?.headers.authorization).toBe('Bearer id-1');
    expect(sent[0]?.body).toBe(body);
  });

  it('keeps the 401 rule: refreshes on firebase_token_expired and sends once more', async () => {
    const expired = { statusCode: 401, error: 'firebase_token_expired', message: '期限切れ' };
    const { baseQuery, sent, onUnauthorized } = await setup([
      { status: 401, body: expired },
      { status: 201, body: { id: 'm2' } },
    ]);
    const result = await baseQuery({ url: '/x', body: form() }, queryApi, {});
    expect(result).toEqual({ data: { id: 'm2' } });
    expect(sent.map((s) => s.headers.authorization)).toEqual(['Bearer id-1', 'Bearer id-2']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('answers a server error in RTK Query’s shape, for the error catalogue', async () => {
    const tooLarge = { statusCode: 413, error: 'payload_too_large', message: '画像の画素数が大きすぎます。' };
    const { baseQuery } = await setup([{ status: 413, body: tooLarge }]);
    const result = await baseQuery({ url: '/x', body: form() }, queryApi, {});
    expect(result).toEqual({ error: { status: 413, data: tooLarge } });
  });
});
