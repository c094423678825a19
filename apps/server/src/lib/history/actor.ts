import { sql } from 'drizzle-orm';
import type { Tx } from '../db/db.ts';

/**
 * Names the user behind the writes of this transaction for the change history trigger
 * (current_setting('rikuun.actor')). Local to the transaction: a pooled connection never carries
 * one request's user into the next.
 */
export async function setActor(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select set_config('rikuun.actor', ${userId}, true)`);
}
