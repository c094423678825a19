import { and, eq, ne } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { Db } from '../../lib/db/db.ts';

/**
 * Whether another user already signs in with this (normalized) address: it is unique among all users,
 * whatever their company or consignor. The unique index still decides a race (conflictOnUnique).
 */
export async function emailInUse(db: Db, email: string, exceptUserId?: string | null): Promise<boolean> {
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(1);
  return Boolean(taken);
}
