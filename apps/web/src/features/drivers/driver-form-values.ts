import { type Driver, type DriverInput, driverInput } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newDriverValues: DriverInput = defaultsOf(driverInput);

/** A stored driver as form values (PUT replaces the record, so every field is sent back). */
export const driverToInput = (driver: Driver): DriverInput =>
  valuesOf(driverInput, { ...driver, email: driver.email ?? '' });
