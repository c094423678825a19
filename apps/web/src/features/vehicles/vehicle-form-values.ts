import type { Vehicle, VehicleInput } from '@rikuun/contract';

/** The form's fields, which are also the keys the server's validation errors use. */
export const vehicleFormFields = [
  'registrationNumber',
  'name',
  'vehicleClass',
  'maxLoadKg',
  'inspectionExpiresOn',
  'insuranceExpiresOn',
  'maker',
  'model',
  'fuelType',
  'ownership',
  'firstRegisteredOn',
  'memo',
  'active',
] as const satisfies readonly (keyof VehicleInput)[];

export const newVehicleValues: Partial<VehicleInput> = {
  registrationNumber: '',
  name: null,
  maxLoadKg: null,
  inspectionExpiresOn: null,
  insuranceExpiresOn: null,
  baseId: null,
  maker: null,
  model: null,
  fuelType: null,
  ownership: 'owned',
  firstRegisteredOn: null,
  memo: null,
  active: true,
};

/** A stored vehicle as form values. baseId is kept (though not edited here) because PUT replaces the record. */
export function vehicleToInput(vehicle: Vehicle): VehicleInput {
  return {
    registrationNumber: vehicle.registrationNumber,
    name: vehicle.name,
    vehicleClass: vehicle.vehicleClass,
    maxLoadKg: vehicle.maxLoadKg,
    inspectionExpiresOn: vehicle.inspectionExpiresOn,
    insuranceExpiresOn: vehicle.insuranceExpiresOn,
    baseId: vehicle.baseId,
    maker: vehicle.maker,
    model: vehicle.model,
    fuelType: vehicle.fuelType,
    ownership: vehicle.ownership,
    firstRegisteredOn: vehicle.firstRegisteredOn,
    memo: vehicle.memo,
    active: vehicle.active,
  };
}
