import { and, eq } from 'drizzle-orm';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import type { Tx } from '../../lib/db/db.ts';

/** The demo driver a newcomer signs in as: warning cases go on other drivers' records, never his. */
export const DEMO_DRIVER_EMAIL = 'driver@example.com';

/** driver@example.com's driver id in the company, if seeded. */
export async function demoDriverId(tx: Tx, companyId: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ id: drivers.id })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(and(eq(drivers.companyId, companyId), eq(users.email, DEMO_DRIVER_EMAIL)));
  return row?.id;
}
