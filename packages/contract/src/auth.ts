import { z } from 'zod';
import { msg } from './common.ts';

/** An email field: empty says it is required (not that its format is wrong), then the format. */
export const emailField = z
  .string({ error: msg.required('メールアドレス') })
  // Typed with the IME on (ｄｒｉｖｅｒ＠ｅｘａｍｐｌｅ．ｃｏｍ): NFKC makes it the address it means.
  .overwrite((v) => v.normalize('NFKC'))
  .trim()
  .min(1, { error: msg.required('メールアドレス'), abort: true })
  .max(254, { error: msg.maxLength('メールアドレス', 254), abort: true })
  .pipe(z.email({ error: 'メールアドレスの形式が正しくありません' }));

/** An email that may be left empty (a driver signed in by a login code): '' and absent → null. */
export const optionalEmailField = z.preprocess(
  (v) => (v === undefined || (typeof v === 'string' && v.trim() === '') ? null : v),
  emailField.nullable(),
);

/** A 409 on an email address: it is the sign-in name, unique among all users. */
export const DUPLICATE_EMAIL = 'このメールアドレスはすでに登録されています。';

export const signInBody = z.object({
  email: emailField,
  password: z
    .string({ error: msg.required('パスワード') })
    .min(1, { error: msg.required('パスワード') })
    .max(200),
});
export type SignInBody = z.infer<typeof signInBody>;

export const refreshBody = z.object({
  refreshToken: z
    .string({ error: msg.required('リフレッシュトークン') })
    .min(1)
    .max(500),
});
export const signInWithLinkBody = z.object({
  token: z
    .string({ error: msg.required('トークン') })
    .min(1)
    .max(500),
});
export const PASSWORD_MIN_LENGTH = 10;
/**
 * currentPassword is required by the server unless the session signed in by a mailed link a moment
 * ago (「パスワードをお忘れの方」, an invitation) or the user has no password yet.
 */
export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: msg.required('現在のパスワード') })
    .max(200, { error: msg.maxLength('現在のパスワード', 200) })
    .optional(),
  newPassword: z
    .string({ error: msg.required('新しいパスワード') })
    .min(PASSWORD_MIN_LENGTH, { error: `新しいパスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください` })
    .max(200, { error: msg.maxLength('新しいパスワード', 200) }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** 「パスワードをお忘れの方」: asks for a sign-in link by mail. */
export const passwordResetBody = z.object({ email: emailField });
export type PasswordResetBody = z.infer<typeof passwordResetBody>;
/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_ACCEPTED =
  'ご入力のメールアドレスが登録されている場合、ログイン用リンクをお送りしました。メールをご確認ください。';
export const passwordResetResponse = z.object({ message: z.string() });

/** Why a session ended, for the sign-in page (/login?e=401). */
export const SESSION_EXPIRED_MESSAGE = 'セッションの有効期限が切れました。もう一度ログインしてください。';
export const signOutBody = refreshBody;

export const tokenResponse = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
