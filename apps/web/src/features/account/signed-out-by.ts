import { describeError, handleError } from '../../lib/errors.ts';
import { authClient, onUnauthorized } from '../../lib/session.ts';

/** A 401 while setting the password: the session has ended; say so and sign out (true), else false. */
export function signedOutBy(error: unknown): boolean {
  if (!describeError(error).unauthorized) return false;
  handleError(error);
  void authClient.signOut();
  onUnauthorized();
  return true;
}
