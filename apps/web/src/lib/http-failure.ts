import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The server's error code for an expired ID token: the client refreshes and retries once on exactly this. */
export const TOKEN_EXPIRED_CODE = 'firebase_token_expired';

/**
 * A failed HTTP call outside RTK Query (auth endpoints, multipart uploads) in RTK Query's error shape,
 * so the one error catalogue can describe it.
 */
export class HttpFailure extends Error {
  readonly failure: FetchBaseQueryError;

  constructor(failure: FetchBaseQueryError) {
    super(typeof failure.status === 'number' ? `HTTP ${failure.status}` : failure.status);
    this.name = 'HttpFailure';
    this.failure = failure;
  }
}

/** Unwraps an HttpFailure so callers can hand anything thrown to the error catalogue. */
export const toFailure = (error: unknown): unknown => (error instanceof HttpFailure ? error.failure : error);

export const isUnauthorized = (error: FetchBaseQueryError | undefined): boolean => error?.status === 401;

export const isTokenExpired = (error: FetchBaseQueryError | undefined): boolean =>
  isUnauthorized(error) &&
  typeof error?.data === 'object' &&
  error.data !== null &&
  (error.data as { error?: unknown }).error === TOKEN_EXPIRED_CODE;

/** Maps an exception thrown by fetch (network down, abort on time-out) to RTK Query's error kinds. */
export function failureFromThrown(error: unknown): FetchBaseQueryError {
  const isTimeout =
    error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
  return isTimeout
    ? { status: 'TIMEOUT_ERROR', error: String(error) }
    : { status: 'FETCH_ERROR', error: String(error) };
}

/** Reads a response body the way fetchBaseQuery does: JSON when possible, an error kind when not. */
export async function readJsonResponse(
  response: Response,
): Promise<{ data: unknown } | { error: FetchBaseQueryError }> {
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch (error) {
      return {
        error: { status: 'PARSING_ERROR', originalStatus: response.status, data: text, error: String(error) },
      };
    }
  }
  return response.ok ? { data } : { error: { status: response.status, data } };
}
