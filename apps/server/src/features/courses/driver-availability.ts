import type { DriverUnavailableReason } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { fieldConflict } from '../../lib/http/field-error.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';

export const INACTIVE_DRIVER_MESSAGE = 'このドライバーは無効のため割り当てられません。';

const slashed = (date: string) => date.replaceAll('-', '/');

export const licenseExpiredMessage = (expiresOn: string) =>
  `このドライバーの運転免許証は${slashed(expiresOn)}に有効期限が切れているため、この配送日には割り当てられません。`;

/** Why the driver may not take a course on the date, or undefined when they may. */
export function unavailableReason(
  driver: { active: boolean; licenseExpiresOn: string | null },
  deliveryDate: string,
): DriverUnavailableReason | undefined {
  if (!driver.active) return 'inactive';
  // The licence is valid through its expiry date: refused only from the day after.
  if (driver.licenseExpiresOn && driver.licenseExpiresOn < deliveryDate) return 'license_expired';
  return undefined;
}

/**
 * 409 at `driverId` when the company's driver is inactive or their licence (詳細プロフィール's
 * 免許証有効期限) has expired before the delivery date. Called when a course is given a driver or a
 * new date, not on every edit: a memo of last year's course stays editable. The caller has already
 * checked that the driver is the company's (400 otherwise).
 */
export async function assertDriverAvailable(
  ctx: CompanyCtx,
  driverId: string,
  deliveryDate: string,
): Promise<void> {
  const [driver] = await ctx.db
    .select({ active: drivers.active, licenseExpiresOn: driverProfiles.driverLicenseExpired })
    .from(drivers)
    .leftJoin(driverProfiles, sameCompanyAs(driverProfiles, drivers, eq(driverProfiles.driverId, drivers.id)))
    .where(companyRows(ctx, drivers).where(eq(drivers.id, driverId)))
    .limit(1);
  if (!driver) return;
  const reason = unavailableReason(driver, deliveryDate);
  if (reason === 'inactive') throw fieldConflict('driverId', INACTIVE_DRIVER_MESSAGE, 'available');
  if (reason === 'license_expired' && driver.licenseExpiresOn) {
    throw fieldConflict('driverId', licenseExpiredMessage(driver.licenseExpiresOn), 'available');
  }
}
