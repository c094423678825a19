import { z } from 'zod';
import { msg } from './common.ts';

export const signInBody = z.object({
  email: z.email({ error: 'メールアドレスの形式が正しくありません' }).max(254),
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
export const changePasswordBody = z.object({
  newPassword: z
    .string({ error: msg.required('新しいパスワード') })
    .min(PASSWORD_MIN_LENGTH, { error: `新しいパスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください` })
    .max(200, { error: msg.maxLength('新しいパスワード', 200) }),
});
export const signOutBody = refreshBody;

export const tokenResponse = z.object({
  idToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;
