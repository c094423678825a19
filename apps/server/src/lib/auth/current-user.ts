import type { Role } from '@rikuun/contract';
import type { VerifiedIdentity } from './id-tokens.ts';

export type AuthUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  companyId: string | null;
  consignorId: string | null;
  driverId: string | null;
};

/**
 * Loads the signed-in user (role, tenant, driver record) for a verified identity, or throws 401.
 * Supplied by the users feature, so the platform does not depend on feature tables.
 */
export type UserLoader = (identity: VerifiedIdentity) => Promise<AuthUser>;
