import { type DivIcon, divIcon } from 'leaflet';

/** Text put into a marker's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const icons = new Map<string, DivIcon>();

/**
 * One Leaflet div icon per look, reused: a new icon object on each poll would make Leaflet redraw
 * every marker. Markers are divs, so no marker images need to load.
 */
export function cachedIcon(key: string, make: () => Parameters<typeof divIcon>[0]): DivIcon {
  const known = icons.get(key);
  if (known) return known;
  const icon = divIcon(make());
  icons.set(key, icon);
  return icon;
}
