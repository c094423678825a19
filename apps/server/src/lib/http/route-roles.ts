import type { Role } from '@rikuun/contract';
import type { AuthUser } from '../auth/current-user.ts';

/**
 * Who may call a route: a list of roles, 'public' for the few routes that need no sign-in, or
 * 'api_key' for the outside integration's routes (a company's API key, never an ID token).
 */
export type RouteRoles = readonly Role[] | 'public' | 'api_key';

declare module 'fastify' {
  interface FastifyContextConfig {
    roles?: RouteRoles;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export const STAFF: readonly Role[] = ['company_admin'];
export const ANY_SIGNED_IN: readonly Role[] = ['system_admin', 'company_admin', 'driver', 'consignor_user'];

export type RouteEntry = { method: string; url: string; roles: RouteRoles | undefined };
