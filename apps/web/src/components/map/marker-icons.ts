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

/** A round numbered stop marker in the given colour (the course page, お届けマップ, 配車最適化). */
export const stopIcon = (label: string, color: string) =>
  cachedIcon(`stop|${label}|${color}`, () => ({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font:700 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${escapeHtml(label)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  }));

/** The base: a dark square, apart from the round stops. */
export const baseIcon = () =>
  cachedIcon('base', () => ({
    className: 'rikuun-map-marker rikuun-map-base',
    html: '<span style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:4px;background:#37474f;color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">拠</span>',
    iconSize: [30, 30],
    iconAnchor: [15, 15],
  }));
