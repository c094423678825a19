import { searchKey } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { sameCompanyAs } from '../../lib/db/company-rows.ts';
import { companyContracts } from '../contracts/contracts.service.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { companyVehicles } from '../vehicles/vehicles.service.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';

export type DriverRef = { id: string; name: string; active: boolean; licenseExpiresOn: string | null };
export type ContractRef = {
  id: string;
  name: string;
  validFrom: string;
  validTo: string | null;
  active: boolean;
  clientId: string;
  baseId: string | null;
};

/**
 * The company's drivers, vehicles and contracts, keyed the way the file names them, read once per
 * import (a company has hundreds of each, the file up to 100,000 rows): drivers by sign-in email and
 * by name (searchKey: width, case and spaces do not matter), vehicles by the stored form of the
 * registration number, contracts by name.
 */
export type References = {
  driverByEmail: Map<string, DriverRef>;
  driversByName: Map<string, DriverRef[]>;
  vehicleByNumber: Map<string, string>;
  contractsByName: Map<string, ContractRef[]>;
};

function push<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export async function loadReferences(ctx: CompanyCtx): Promise<References> {
  const driverRows = await ctx.db
    .select({
      id: drivers.id,
      name: drivers.name,
      active: drivers.active,
      email: users.email,
      licenseExpiresOn: driverProfiles.driverLicenseExpired,
    })
    .from(drivers)
    .leftJoin(users, eq(users.id, drivers.userId))
    .leftJoin(driverProfiles, sameCompanyAs(driverProfiles, drivers, eq(driverProfiles.driverId, drivers.id)))
    .where(companyDrivers(ctx).where());
  const refs: References = {
    driverByEmail: new Map(),
    driversByName: new Map(),
    vehicleByNumber: new Map(),
    contractsByName: new Map(),
  };
  for (const { email, ...driver } of driverRows) {
    if (email) refs.driverByEmail.set(email.toLowerCase(), driver);
    push(refs.driversByName, searchKey(driver.name), driver);
  }

  const vehicleRows = await ctx.db
    .select({ id: vehicles.id, registrationNumber: vehicles.registrationNumber })
    .from(vehicles)
    .where(companyVehicles(ctx).where());
  for (const v of vehicleRows) refs.vehicleByNumber.set(v.registrationNumber, v.id);

  const contractRows = await ctx.db
    .select({
      id: contracts.id,
      name: contracts.name,
      validFrom: contracts.validFrom,
      validTo: contracts.validTo,
      active: contracts.active,
      clientId: contracts.clientId,
      baseId: contracts.baseId,
    })
    .from(contracts)
    .where(companyContracts(ctx).where());
  for (const c of contractRows) push(refs.contractsByName, searchKey(c.name), c);
  return refs;
}
