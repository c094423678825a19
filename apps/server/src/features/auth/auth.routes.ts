import {
  changePasswordBody,
  passwordResetBody,
  passwordResetResponse,
  refreshBody,
  signInBody,
  signInWithCodeBody,
  signInWithLinkBody,
  signOutBody,
  tokenResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';
import { createPostgresAttemptCounters } from './attempt-counters.postgres.ts';
import { createRedisAttemptCounters } from './attempt-counters.redis.ts';
import { type AuthDeps, refreshSession, signIn, signInWithLink, signOut } from './auth.service.ts';
import { signInWithCode } from './login-codes.ts';
import { changePassword, requestPasswordReset } from './password.service.ts';
import { createSignInRateLimiter } from './sign-in-rate-limit.ts';

/** The built-in identity provider (design §4), under /auth/v1. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, clock } = app.services;
  const deps: AuthDeps = { config, db, clock, idTokens: app.idTokens, log: app.log };
  // Shared by every instance: Redis when configured, else a table (see sign-in-rate-limit.ts).
  const counters = app.redis ? createRedisAttemptCounters(app.redis) : createPostgresAttemptCounters(db);
  const limiter = createSignInRateLimiter({
    counters,
    maxAttempts: config.auth.signInMaxAttempts,
    windowSeconds: config.auth.signInWindowSeconds,
    clock,
  });
  const tokens = { 200: tokenResponse };

  // Tokens must never be kept by a browser or proxy cache.
  app.addHook('onSend', async (req, reply) => {
    if (req.method === 'POST') reply.header('cache-control', 'no-store');
  });

  app.post(
    '/sign-in',
    {
      config: { roles: 'public', errors: [401, 429] },
      schema: {
        summary: 'メールアドレスとパスワードでサインイン',
        description:
          'IDトークン・リフレッシュトークン・有効期限（秒）を返します。メールアドレスかパスワードが違う場合、利用者や会社が無効な場合は401。失敗が続くと429（Retry-After 秒後に再試行）。',
        body: signInBody,
        response: tokens,
      },
    },
    (req) => signIn({ ...deps, limiter }, { ...req.body, ip: req.ip }),
  );

  app.post(
    '/token',
    {
      config: { roles: 'public', errors: [401] },
      schema: {
        summary: 'トークンを更新',
        description:
          'リフレッシュトークンから新しいIDトークンとリフレッシュトークンを発行します。使ったリフレッシュトークンは使用済みになり、同じものを再び送るとそのセッション全体を失効させます（401）。503 のときはリフレッシュトークンは使用済みにならないため、そのまま再送できます。',
        body: refreshBody,
        response: tokens,
      },
    },
    (req) => refreshSession(deps, req.body.refreshToken),
  );

  app.post(
    '/sign-in-with-link',
    {
      config: { roles: 'public', errors: [401] },
      schema: {
        summary: 'ログインリンクでサインイン',
        description:
          '招待メール・ログインメールのワンタイムリンクのトークンでサインインし、トークン一式を返します。使用済み・期限切れ・無効なリンクは401。',
        body: signInWithLinkBody,
        response: tokens,
      },
    },
    (req) => signInWithLink(deps, req.body.token),
  );

  app.post(
    '/sign-in-with-code',
    {
      config: { roles: 'public', errors: [401, 429] },
      schema: {
        summary: 'ログインコードでサインイン',
        description:
          '会社が発行したワンタイムのログインコード（メールアドレスのないドライバー向け、12文字）でサインインし、トークン一式を返します。ハイフン・空白・全角・小文字のまま送っても受け付けます。形式が違えば code に400、使用済み・期限切れ・誤りのコードは401。失敗が続くと429（Retry-After 秒後に再試行）。',
        body: signInWithCodeBody,
        response: tokens,
      },
    },
    (req) => signInWithCode({ ...deps, limiter }, { code: req.body.code, ip: req.ip }),
  );

  app.post(
    '/password',
    {
      config: { roles: ANY_SIGNED_IN, errors: [429] },
      schema: {
        summary: 'パスワードを変更',
        description:
          'currentPassword と newPassword を受け取り、このセッションの新しいトークンを返します。利用者の他のセッションはすべて終了します。currentPassword が未入力・誤りなら currentPassword に400（リンクでのサインインから15分以内、またはパスワード未設定のときは不要。誤りの回数はサインインと同じく制限され429）。newPassword が現在と同じ、またはよく使われるパスワードなら newPassword に400。',
        body: changePasswordBody,
        response: tokens,
      },
    },
    (req) => {
      const identity = req.identity;
      const byLinkAt = identity?.provider === 'builtin' && identity.byLink ? identity.issuedAt : undefined;
      return changePassword({ ...ctxOf(req), auth: deps, limiter }, { ...req.body, byLinkAt, ip: req.ip });
    },
  );

  app.post(
    '/password-reset',
    {
      config: { roles: 'public', errors: [429] },
      schema: {
        summary: 'パスワード再設定メールを依頼',
        description:
          'アカウントの有無にかかわらず同じ202を返します。有効な利用者にはログインリンクをメールで送ります（1時間に3通まで）。同じ接続元から1時間に20回を超えると429。',
        body: passwordResetBody,
        response: { 202: passwordResetResponse },
      },
    },
    async (req, reply) => {
      const answer = await requestPasswordReset(
        { db, clock, counters },
        { email: req.body.email, ip: req.ip },
      );
      return reply.code(202).send(answer);
    },
  );

  app.post(
    '/sign-out',
    {
      config: { roles: 'public' },
      schema: {
        summary: 'サインアウト',
        description: '指定したリフレッシュトークンのセッションを終了し、204を返します。',
        body: signOutBody,
      },
    },
    async (req, reply) => {
      await signOut(deps, req.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.get(
    '/jwks.json',
    {
      schema: {
        summary: 'IDトークンの公開鍵（JWKS）',
        description: 'IDトークンの署名を検証する公開鍵を JWKS 形式で返します。',
      },
      config: { roles: 'public' },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.idTokens.publicKeySet();
    },
  );
};
