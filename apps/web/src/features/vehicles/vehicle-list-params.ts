import { vehicleListQuery } from '@rikuun/contract';
import { useListQuery } from '../../lib/use-list-query.ts';

/** The server's order when none is asked for (the contract's vehicle sort default). */
const DEFAULT_SORT = 'registrationNumber';

/** The vehicle list's filters, page, perPage and sort, kept in the URL through the contract's schema. */
export const useVehicleListQuery = () => useListQuery(vehicleListQuery, { defaults: { sort: DEFAULT_SORT } });
