import { API_KEY_PREFIX } from '@rikuun/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/errors.ts';
import { addRouteHooks } from '../http/route-hooks.ts';
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
  const signedIn = async (req: FastifyRequest, roles: readonly string[], token: string) => {
    const identity = await idTokens.verify(token);
    const user = await users.load(identity);
    if (!roles.includes(user.role)) throw forbidden();
    req.identity = identity;
    req.user = user;
  };
  // A callback hook: a token verified before, of a user read within the second (nearly every request),
  // is checked without a promise; anything else goes through the full, asynchronous path.
  app.addHook('onRequest', (req, _reply, done) => {
    if (req.is404) return done();
    const roles = req.routeOptions.config.roles;
    if (roles === 'public') return done();
    let pending: Promise<void>;
    try {
      if (!roles) throw forbidden();
      if (roles === 'api_key') {
        pending = apiKeyCaller(req);
      } else {
        const token = bearerToken(req);
        const identity = idTokens.verifyCached(token);
        const user = identity && users.loadCached(identity);
        if (!identity || !user) {
          pending = signedIn(req, roles, token);
        } else {
          if (!roles.includes(user.role)) throw forbidden();
          req.identity = identity;
          req.user = user;
          return done();
        }
      }
    } catch (err) {
      return done(err as Error);
    }
    pending.then(() => done(), done);
  });
  const apiKeyCaller = async (req: FastifyRequest) => {
    const secret = bearerToken(req);
    const key = secret.startsWith(API_KEY_PREFIX) && apiKeys ? await apiKeys(secret) : undefined;
    if (!key) throw unauthorized('APIキーが無効です。');
    req.apiKey = key;
  };
  // Other instances learn of a change by NOTIFY, which can arrive after this answer: a user's own
  // write (a password change ending his other sessions) applies on this instance before he is answered.
  // On the routes of writes only (a GET changes nothing to forget).
  addRouteHooks(app, WRITE_METHODS, {
    onSend: (
      req: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (err: Error | null, payload?: unknown) => void,
    ) => {
      if (req.user && WRITE_METHODS.has(req.method) && reply.statusCode < 400) users.invalidate(req.user.id);
      done(null, payload);
    },
  });
}

const WRITE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
