import type { DestinationValues, GeocodeStatus } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { clientBases } from '../clients/clients.table.ts';
import { queueGeocodeDestination } from '../geocoding/geocode-destinations.ts';
import type { DestinationRow } from './destination-rows.ts';

/**
 * The client base must be one of the company's; its address, coordinates, phone and receiving hours
 * fill a stop that was given none of its own (a stop picked from the client's sites).
 */
export async function withClientBase(ctx: CompanyCtx, input: DestinationValues): Promise<DestinationValues> {
  if (!input.clientBaseId) return input;
  const site = await companyRows(ctx, clientBases).find(input.clientBaseId);
  if (!site) throw fieldError('clientBaseId', 'exists', '指定された取引先拠点が見つかりません');
  const noAddress = !input.zipCode && !input.address1 && !input.address2 && input.latitude === null;
  const noWindow = !input.timeWindowStart && !input.timeWindowEnd;
  return {
    ...input,
    ...(noAddress && {
      zipCode: site.zipCode,
      address1: site.address1,
      address2: site.address2,
      latitude: site.latitude,
      longitude: site.longitude,
    }),
    phone: input.phone ?? site.phone,
    ...(noWindow && { timeWindowStart: site.timeWindowStart, timeWindowEnd: site.timeWindowEnd }),
  };
}

const sameAddress = (a: DestinationValues, b: DestinationRow) =>
  a.zipCode === b.zipCode && a.address1 === b.address1 && a.address2 === b.address2;

/**
 * Where the stop's coordinates come from after this write, and whether to look its address up:
 * given coordinates need nothing (a geocoded pair sent back unchanged stays 'found'); an address
 * without coordinates is looked up in the background (not again while the same address is still
 * pending or was not found); no address, nothing to look up.
 */
export function geocodeStateOf(
  input: DestinationValues,
  previous?: DestinationRow,
): { geocodeStatus: GeocodeStatus; lookUp: boolean } {
  const unchanged = previous !== undefined && sameAddress(input, previous);
  if (input.latitude !== null) {
    const kept =
      unchanged &&
      previous.geocodeStatus === 'found' &&
      previous.latitude === input.latitude &&
      previous.longitude === input.longitude;
    return { geocodeStatus: kept ? 'found' : 'not_needed', lookUp: false };
  }
  if (!input.address1) return { geocodeStatus: 'not_needed', lookUp: false };
  if (unchanged && previous.latitude === null && ['pending', 'not_found'].includes(previous.geocodeStatus))
    return { geocodeStatus: previous.geocodeStatus, lookUp: false };
  return { geocodeStatus: 'pending', lookUp: true };
}

/** Queues the lookup in the write's own transaction: the job exists exactly when the stop does. */
export const queueGeocode = (w: CompanyCtx & { db: Tx }, destinationId: string) =>
  queueGeocodeDestination(w.db, w.companyId, destinationId);
