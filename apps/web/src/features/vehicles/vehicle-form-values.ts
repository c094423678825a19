import { type Vehicle, type VehicleInput, vehicleInput } from '@rikuun/contract';
import { defaultsOf, fieldsOf, valuesOf } from '../../components/form/schema-values.ts';

/** The form's fields, which are also the keys the server's validation errors use. */
export const vehicleFormFields = fieldsOf(vehicleInput);

export const newVehicleValues: VehicleInput = defaultsOf(vehicleInput);

/** A stored vehicle as form values. baseId is kept (though not edited here) because PUT replaces the record. */
export const vehicleToInput = (vehicle: Vehicle): VehicleInput => valuesOf(vehicleInput, vehicle);
