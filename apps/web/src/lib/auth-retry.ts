import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { AuthClient } from './auth.ts';
import { failureFromThrown, HttpFailure, isTokenExpired, isUnauthorized } from './http-failure.ts';

export type AuthRetryDeps = {
  auth: Pick<AuthClient, 'getIdToken' | 'signOut'>;
  /** Called after a 401 ended the session; the app sends the user to /login?e=401. */
  onUnauthorized: () => void;
};

/** RTK Query's result shape: `{ data }` or `{ error }`. */
type Outcome = { data?: unknown } | { error?: FetchBaseQueryError | undefined };

const errorOf = (result: Outcome): FetchBaseQueryError | undefined =>
  'error' in result ? result.error : undefined;

function endSession(deps: AuthRetryDeps): void {
  void deps.auth.signOut();
  deps.onUnauthorized();
}

function refreshFailed(deps: AuthRetryDeps, thrown: unknown): { error: FetchBaseQueryError } {
  const failure = thrown instanceof HttpFailure ? thrown.failure : failureFromThrown(thrown);
  // The identity provider refused the refresh token: the session is over, exactly like any other 401.
  if (failure.status === 400 || failure.status === 401) endSession(deps);
  return { error: failure };
}

/**
 * The spec's 401 rule, shared by the JSON base query and the multipart uploader: send with the current ID
 * token; on 401 `firebase_token_expired` force a fresh token and send once more (a failed refresh is the
 * error); any other 401 signs the user out.
 */
export async function sendWithAuth<R extends Outcome>(
  deps: AuthRetryDeps,
  send: (idToken: string | null) => Promise<R>,
): Promise<R | { error: FetchBaseQueryError }> {
  let idToken: string | null;
  try {
    idToken = await deps.auth.getIdToken();
  } catch (thrown) {
    return refreshFailed(deps, thrown);
  }
  let result = await send(idToken);
  if (isTokenExpired(errorOf(result))) {
    try {
      idToken = await deps.auth.getIdToken(true);
    } catch (thrown) {
      return refreshFailed(deps, thrown);
    }
    result = await send(idToken);
  }
  // Without a token there is no session to end (a sign-out just happened, or nobody signed in).
  if (isUnauthorized(errorOf(result)) && idToken) endSession(deps);
  return result;
}
