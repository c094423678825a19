import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type AuthRetryDeps, sendWithAuth } from './auth-retry.ts';
import { isUploadArgs, sendForm, type UploadArgs } from './multipart-upload.ts';

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
 * upload mutation can report progress (args.onProgress).
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
      const options = { timeoutMs: API_TIMEOUT_MS, ...(createXhr ? { createXhr } : {}) };
      return sendWithAuth(deps, (idToken) => sendForm(`${host}/v1${args.url}`, args, idToken, options));
    }
    return sendWithAuth(deps, async (idToken) => rawBaseQuery(args, api, { ...extraOptions, idToken }));
  };
}
