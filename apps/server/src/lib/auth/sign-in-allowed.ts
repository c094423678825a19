import { eq, sql } from 'drizzle-orm';
import { companies } from '../tenancy/companies.table.ts';
import { users } from './users.table.ts';

/**
 * Whether a user may sign in and stay signed in: the user is active, and so is their company (users of
 * no company — system administrators, consignor users — by their own flag). Select it over
 * `users` joined with `companyOfUser`; sign-in, link sign-in, token refresh and the per-request
 * user read all use it, so switching a company off ends its users' sessions at once.
 */
export const userMaySignIn = sql<boolean>`(${users.active} and coalesce(${companies.active}, true))`.mapWith(
  Boolean,
);

/** The join that userMaySignIn reads: the user's company, if any. */
export const companyOfUser = eq(companies.id, users.companyId);

/** The company table as the sign-in queries join it (`.leftJoin(userCompanies, companyOfUser)`). */
export { companies as userCompanies };
