import {
  changePasswordBody,
  refreshBody,
  signInBody,
  signInWithLinkBody,
  signOutBody,
  tokenResponse,
} from '@rikuun/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../lib/context.ts';
import { ANY_SIGNED_IN } from '../../lib/http/route-roles.ts';
import {
  type AuthDeps,
  changePassword,
  refreshSession,
  signIn,
  signInWithLink,
  signOut,
} from './auth.service.ts';
import { createSignInRateLimiter } from './sign-in-rate-limit.ts';

/** The built-in identity provider (design §4), under /auth/v1. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config, db, clock } = app.services;
  const deps: AuthDeps = { config, db, clock, idTokens: app.idTokens, log: app.log };
  // One limiter per app instance: see sign-in-rate-limit.ts for why it lives in memory.
  const limiter = createSignInRateLimiter({
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
    { config: { roles: ANY_SIGNED_IN }, schema: { body: changePasswordBody } },
    async (req, reply) => {
      await changePassword(ctxOf(req), req.body.newPassword);
      return reply.code(204).send();
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
