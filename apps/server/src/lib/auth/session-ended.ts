import { sql } from 'drizzle-orm';
import { refreshTokens } from './auth.table.ts';

/**
 * Whether a session (a refresh-token family, the sid of its ID tokens) has ended: signed out, ended
 * by a password change, or revoked when one of its refresh tokens was presented twice. Revoking
 * marks every token of the family, so one revoked row says it (refresh_tokens_family_idx).
 */
export const sessionEnded = (sessionId: string) =>
  sql<boolean>`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${sessionId} and ${refreshTokens.revokedAt} is not null)`.mapWith(
    Boolean,
  );
