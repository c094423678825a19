import { API_KEY_PREFIX } from '@rikuun/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { ApiKeyReader } from './api-key-caller.ts';
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
 * validation runs. 'api_key' routes take only an API key (`Bearer sk_…`): an ID token, an unknown or a
 * revoked key there is 401.
 */
export function registerAuthentication(
  app: FastifyInstance,
  idTokens: IdTokens,
  users: CurrentUserCache,
  apiKeys?: ApiKeyReader,
) {
  app.decorateRequest('user', null);
  app.decorateRequest('identity', null);
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', async (req) => {
    if (req.is404) return;
    const roles = req.routeOptions.config.roles;
    if (roles === 'public') return;
    if (!roles) throw forbidden();
    if (roles === 'api_key') {
      const secret = bearerToken(req);
      const key = secret.startsWith(API_KEY_PREFIX) && apiKeys ? await apiKeys(secret) : undefined;
      if (!key) throw unauthorized('APIキーが無効です。');
      req.apiKey = key;
      return;
    }
    const identity = await idTokens.verify(bearerToken(req));
    const user = await users.load(identity);
    if (!roles.includes(user.role)) throw forbidden();
    req.identity = identity;
    req.user = user;
  });
}
