import { api } from '../../lib/api.ts';

/** GET /v1/map-settings: the tile server the company's maps use (MAP_TILE_URL, OpenStreetMap by default). */
export type MapSettings = { tileUrl: string; attribution: string };

export const mapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMapSettings: build.query<MapSettings, void>({
      query: () => '/map-settings',
      // Server configuration: it changes only with a restart, so keep it for the session.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetMapSettingsQuery } = mapApi;
