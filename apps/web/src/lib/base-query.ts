import {
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
  fetchBaseQuery,
} from '@reduxjs/toolkit/query/react';
import { type AuthRetryDeps, sendWithAuth } from './auth-retry.ts';

export const API_TIMEOUT_MS = 120_000;

export type BaseQueryOptions = AuthRetryDeps & {
  /** Origin of the API ('' = same origin as the page). */
  host: string;
  fetchFn?: typeof fetch;
};

export type AppBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
>;

type TokenExtraOptions = { idToken?: string | null };

/** The one base request of spec §7: {host}/v1, JSON, bearer ID token, 120 s time-out, the 401 rules. */
export function createBaseQuery({ host, fetchFn, ...deps }: BaseQueryOptions): AppBaseQuery {
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

  return (args, api, extraOptions) =>
    sendWithAuth(deps, async (idToken) => rawBaseQuery(args, api, { ...extraOptions, idToken }));
}
