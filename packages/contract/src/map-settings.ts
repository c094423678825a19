import { z } from 'zod';

/** GET /map-settings: the tile server every map of the web app uses (MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
export const mapSettingsSchema = z.object({
  /** Leaflet tile URL template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png. */
  tileUrl: z.string(),
  /** The attribution the tile provider requires, shown on every map. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;
