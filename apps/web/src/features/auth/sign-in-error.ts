import { describeError } from '../../lib/errors.ts';
import { toFailure } from '../../lib/http-failure.ts';

/**
 * The message for a failed sign-in. Unlike other calls, a 401 here means wrong credentials, and the
 * server's own message (メールアドレスまたはパスワードが正しくありません。, or the 429 rate-limit text)
 * says more than the catalogue's 認証に失敗しました。.
 */
export function signInErrorMessage(error: unknown): string {
  const failure = toFailure(error);
  if (
    typeof failure === 'object' &&
    failure !== null &&
    'status' in failure &&
    typeof failure.status === 'number'
  ) {
    const data = (failure as { data?: unknown }).data;
    const message =
      typeof data === 'object' && data !== null ? (data as { message?: unknown }).message : undefined;
    if (typeof message === 'string' && message && failure.status < 500) return message;
  }
  return describeError(error).messages.join(' ');
}

/** Only same-site paths are accepted as where to go after signing in (no open redirect). */
export function safeNextPath(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/login') ? next : '/';
}
