import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { UserLoader } from './current-user.ts';
import type { IdTokens } from './id-tokens.ts';

function bearerToken(req: FastifyRequest): string {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (!match?.[1]) throw unauthorized();
  return match[1];
}

/**
 * Deny by default: every matched route must declare its roles. Signed-in routes verify the bearer
 * token, load the user from the database and check the role before validation runs.
 */
export function registerAuthentication(app: FastifyInstance, loadUser: UserLoader, idTokens: IdTokens) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const roles = req.routeOptions.config.roles;
    if (roles === 'public') return;
    if (!roles) throw forbidden();
    const identity = await idTokens.verify(bearerToken(req));
    const user = await loadUser(identity);
    if (!roles.includes(user.role)) throw forbidden();
    req.user = user;
  });
}
