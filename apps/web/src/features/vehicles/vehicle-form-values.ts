import { type Vehicle, type VehicleInput, vehicleInput } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';

export const newVehicleValues: VehicleInput = defaultsOf(vehicleInput);

/** A stored vehicle as form values. baseId is kept (though not edited here) because PUT replaces the record. */
export const vehicleToInput = (vehicle: Vehicle): VehicleInput => valuesOf(vehicleInput, vehicle);
