import { describe, expect, it } from 'vitest';
import { HttpFailure } from '../../lib/http-failure.ts';
import { safeNextPath, signInErrorMessage } from './sign-in-error.ts';

describe('signInErrorMessage', () => {
  it("shows the server's message for a wrong password and for rate limiting", () => {
    const wrong = new HttpFailure({
      status: 401,
      data: { message: 'メールアドレスまたはパスワードが正しくありません。' },
    });
    expect(signInErrorMessage(wrong)).toBe('メールアドレスまたはパスワードが正しくありません。');
    const limited = new HttpFailure({
      status: 429,
      data: { message: 'しばらくしてから再度お試しください。' },
    });
    expect(signInErrorMessage(limited)).toBe('しばらくしてから再度お試しください。');
  });

  it('falls back to the error catalogue', () => {
    expect(signInErrorMessage(new HttpFailure({ status: 'FETCH_ERROR', error: 'x' }))).toBe(
      'サーバーとの通信でエラーが発生しました。',
    );
    expect(signInErrorMessage(new HttpFailure({ status: 401, data: null }))).toBe('認証に失敗しました。');
  });
});

describe('safeNextPath', () => {
  it('keeps same-site paths and refuses others', () => {
    expect(safeNextPath('/vehicles?page=2')).toBe('/vehicles?page=2');
    expect(safeNextPath('//evil.example')).toBe('/');
    expect(safeNextPath('https://evil.example')).toBe('/');
    expect(safeNextPath('/login?e=401')).toBe('/');
    expect(safeNextPath(null)).toBe('/');
  });
});
