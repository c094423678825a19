import type { Driver, DriverStatus } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { revokeAllOfUser } from '../auth/refresh-tokens.ts';
import { expireUnusedLinks } from './driver-mail.service.ts';
import { companyDrivers, companyUsers, getDriver } from './driver-rows.ts';

/**
 * 有効・無効. The user follows the driver: an inactive user cannot sign in, refresh or use a token it
 * holds (the current-user cache hears of the change at once through NOTIFY). Deactivating also ends
 * every session and mailed link for good, so reactivating later does not bring them back: the driver
 * signs in again with the password or a new link.
 */
export async function setDriverStatus(ctx: CompanyCtx, id: string, status: DriverStatus): Promise<Driver> {
  const driver = await companyDrivers(ctx).findOr404(id);
  const active = status === 'active';
  return withActor(ctx, async (w) => {
    await companyDrivers(w).updateOr404(id, { active });
    if (driver.userId) {
      const now = w.clock();
      if (!active) {
        await revokeAllOfUser(w.db, driver.userId, now);
        await expireUnusedLinks(w.db, driver.userId, now);
        await companyUsers(w).update(driver.userId, {
          active,
          tokensValidAfter: now,
        });
      } else {
        await companyUsers(w).update(driver.userId, { active });
      }
    }
    return getDriver(w, id);
  });
}
