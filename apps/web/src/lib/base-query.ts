import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type AuthRetryDeps, sendWithAuth } from './auth-retry.ts';
import { isUploadArgs, sendForm, type UploadArgs } from './multipart-upload.ts';
import { idempotencyKeyFor } from './submission.ts';

export const API_TIMEOUT_MS = 120_000;

export type BaseQueryOptions = AuthRetryDeps & {
  /** Origin of the API ('' = same origin as the page). */
  host: string;
  fetchFn?: typeof fetch;
  /** For tests: the XMLHttpRequest that multipart uploads use. */
  createXhr?: () => XMLHttpRequest;
};

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs | UploadArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

type TokenExtraOptions = { idToken?: string | null };

/**
 * The one base request of spec §7: {host}/v1, JSON, bearer ID token, 120 s time-out, the 401 rules.
 * A FormData body (UploadArgs) goes through XMLHttpRequest with the same token and 401 rules, so an
 * upload mutation can report progress (args.onProgress). A mutating request sent by a form's submit
 * carries that attempt's `Idempotency-Key` (submission.ts), taken once, so the 401 retry sends it too.
 */
export function createBaseQuery({ host, fetchFn, createXhr, ...deps }: BaseQueryOptions): AppBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: `${host}/v1`,
    timeout: API_TIMEOUT_MS,
    ...(fetchFn ? { fetchFn } : {}),
    prepareHeaders: (headers, { extraOptions }) => {
      // The token is chosen per attempt (a retry carries the refreshed one), so it travels in extraOptions.
      const idToken = (extraOptions as TokenExtraOptions | undefined)?.idToken;
      if (idToken) headers.set('Authorization', `Bearer ${idToken}`);
      return headers;
    },
  });

  return (args, api, extraOptions) => {
    if (isUploadArgs(args)) {
      const idempotencyKey = idempotencyKeyFor(args.method ?? 'POST');
      const options = {
        timeoutMs: API_TIMEOUT_MS,
        ...(createXhr ? { createXhr } : {}),
        ...(idempotencyKey ? { idempotencyKey } : {}),
      };
      return sendWithAuth(deps, (idToken) => sendForm(`${host}/v1${args.url}`, args, idToken, options));
    }
    const keyed = withIdempotencyKey(args);
    return sendWithAuth(deps, async (idToken) => rawBaseQuery(keyed, api, { ...extraOptions, idToken }));
  };
}

/** The request with the running submission's key in its headers (a read, or outside a submit, as it is). */
function withIdempotencyKey(args: string | FetchArgs): string | FetchArgs {
  if (typeof args === 'string') return args;
  const key = idempotencyKeyFor(args.method);
  if (!key) return args;
  const given = args.headers;
  if (given instanceof Headers) {
    const headers = new Headers(given);
    headers.set('Idempotency-Key', key);
    return { ...args, headers };
  }
  if (Array.isArray(given)) return { ...args, headers: [...given, ['Idempotency-Key', key]] };
  return { ...args, headers: { ...given, 'Idempotency-Key': key } };
}
