import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { CurrentUserCache } from './current-user-cache.ts';
import type { IdTokens, VerifiedIdentity } from './id-tokens.ts';

function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token of a signed-in route (how and when its session was proven). */
    identity: VerifiedIdentity | null;
  }
}

/**
 * Deny by default: every matched route must declare its roles. Signed-in routes verify the bearer
 * token, load the user (from the database, or its one-second cache) and check the role before
 * validation runs.
 */
export function registerAuthentication(app: FastifyInstance, idTokens: IdTokens, users: CurrentUserCache) {
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const roles = req.routeOptions.config.roles;
    if (roles === 'public') return;
    if (!roles) throw forbidden();
    const identity = await idTokens.verify(bearerToken(req));
    const user = await users.load(identity);
    if (!roles.includes(user.role)) throw forbidden();
    req.identity = identity;
    req.user = user;
  });
}
