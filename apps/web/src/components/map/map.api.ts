import type { MapSettings } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /v1/map-settings: the tile server of every map (MAP_TILE_URL, OpenStreetMap by default). */
    getMapSettings: build.query<MapSettings, void>({
      query: () => '/map-settings',
      // Server configuration: it changes only with a restart, so keep it for the session.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMapSettingsQuery } = mapApi;
