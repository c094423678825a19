import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { vi } from 'vitest';

/** Helpers for unit tests of the HTTP clients: an in-memory storage and a scripted fetch. */
export function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

export type RecordedCall = { url: string; method: string; headers: Headers; body: unknown };

export const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch that answers with `respond` and records every request. */
export function scriptedFetch(respond: (call: RecordedCall) => Response | Promise<Response>) {
  const calls: RecordedCall[] = [];
  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      url: request.url,
      method: request.method,
      headers: request.headers,
      body: text ? JSON.parse(text) : null,
    };
    calls.push(call);
    return respond(call);
  };
  return { calls, fetchFn: fetchFn as typeof fetch };
}

/** What RTK Query hands a base query; the tests use only its signal. */
export const queryApi = {
  signal: new AbortController().signal,
  dispatch: vi.fn(),
  getState: () => ({}),
} as unknown as BaseQueryApi;

/** The n-th token response of the identity provider. */
export const tokens = (n: number) => ({ idToken: `id-${n}`, refreshToken: `refresh-${n}`, expiresIn: 3600 });
