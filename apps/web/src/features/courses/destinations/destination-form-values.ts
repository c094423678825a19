import { type ClientBase, type Destination, type DestinationInput, destinationInput } from '@rikuun/contract';
import { defaultsOf, valuesOf } from '../../../components/form/schema-values.ts';

export const newDestinationValues = (): DestinationInput => defaultsOf(destinationInput);

export const destinationToInput = (destination: Destination): DestinationInput =>
  valuesOf(destinationInput, destination);

/** What a chosen 取引先拠点 fills in: its name, address, phone, position and receiving hours. */
export const valuesFromClientBase = (site: ClientBase): Partial<DestinationInput> => ({
  name: site.name,
  zipCode: site.zipCode,
  address1: site.address1,
  address2: site.address2,
  phone: site.phone,
  latitude: site.latitude,
  longitude: site.longitude,
  timeWindowStart: site.timeWindowStart,
  timeWindowEnd: site.timeWindowEnd,
});
