import {
  changePasswordBody,
  passwordResetBody,
  passwordResetResponse,
  refreshBody,
  signInBody,
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
    { config: { roles: 'public' }, schema: { body: signInBody, response: tokens } },
    (req) => signIn({ ...deps, limiter }, { ...req.body, ip: req.ip }),
  );

  app.post(
    '/token',
    { config: { roles: 'public' }, schema: { body: refreshBody, response: tokens } },
    (req) => refreshSession(deps, req.body.refreshToken),
  );

  app.post(
    '/sign-in-with-link',
    { config: { roles: 'public' }, schema: { body: signInWithLinkBody, response: tokens } },
    (req) => signInWithLink(deps, req.body.token),
  );

  app.post(
    '/password',
    { config: { roles: ANY_SIGNED_IN }, schema: { body: changePasswordBody, response: tokens } },
    (req) => {
      const identity = req.identity;
      const byLinkAt = identity?.provider === 'builtin' && identity.byLink ? identity.issuedAt : undefined;
      return changePassword({ ...ctxOf(req), auth: deps, limiter }, { ...req.body, byLinkAt, ip: req.ip });
    },
  );

  app.post(
    '/password-reset',
    {
      config: { roles: 'public' },
      schema: { body: passwordResetBody, response: { 202: passwordResetResponse } },
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
    { config: { roles: 'public' }, schema: { body: signOutBody } },
    async (req, reply) => {
      await signOut(deps, req.body.refreshToken);
      return reply.code(204).send();
    },
  );

  app.get('/jwks.json', { config: { roles: 'public' } }, async (_req, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.idTokens.publicKeySet();
  });
};
