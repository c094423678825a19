import type { LatestPosition, ListResponse, LocationPoint, LocationSearchInput } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const locationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/locations/latest: each driver's last position, duty and running course (the live map polls it). */
    getLatestPositions: build.query<ListResponse<LatestPosition>, void>({
      query: () => '/locations/latest',
    }),
    /** POST /v1/locations/search: a read, so a query (cached per driver and period). */
    searchLocations: build.query<ListResponse<LocationPoint>, LocationSearchInput>({
      query: (body) => ({ url: '/locations/search', method: 'POST', body }),
    }),
  }),
});

export const { useGetLatestPositionsQuery, useSearchLocationsQuery } = locationsApi;
