import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { type DivIcon, divIcon, type LatLngBoundsExpression } from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { useGetMapSettingsQuery } from './map.api.ts';
import { boundsOf, DEFAULT_CENTER, type MapPoint, routeLine, stopColors } from './map-points.ts';
import type { RouteMapProps } from './route-map-props.ts';

export const TILE_ERROR_NOTE = '地図の背景を読み込めません（ネットワークに接続されていません）';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const icons = new Map<string, DivIcon>();

/** A round numbered marker (a div, so no marker images need to load); one icon per look, reused. */
function stopIcon(label: string, color: string): DivIcon {
  const key = `${label}|${color}`;
  const known = icons.get(key);
  if (known) return known;
  const icon = divIcon({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font:700 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${escapeHtml(label)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  });
  icons.set(key, icon);
  return icon;
}

/** The base: a dark square, apart from the round stops. */
const baseIcon = divIcon({
  className: 'rikuun-map-marker rikuun-map-base',
  html: '<span style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:4px;background:#37474f;color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">拠</span>',
  iconSize: [30, 30],
  iconAnchor: [15, 15],
});

/**
 * Fits the view to the points when they change (not on every poll that returns the same ones), and
 * again when the map's box changes size (the layout settling, a phone turned): Leaflet measures its
 * container only when told.
 */
function FitBounds({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const key = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the points.
  useEffect(() => {
    const fit = () => {
      // Without animation: the data arrives in steps (stops, then the base), and each fit jumps
      // straight to the route rather than starting another zoom animation.
      map.invalidateSize(false);
      const bounds = boundsOf(points);
      if (!bounds) return;
      const [[south, west], [north, east]] = bounds;
      if (south === north && west === east) map.setView([south, west], 15, { animate: false });
      else
        map.fitBounds(bounds as LatLngBoundsExpression, { padding: [32, 32], maxZoom: 16, animate: false });
    };
    fit();
    let size = `${map.getContainer().clientWidth}x${map.getContainer().clientHeight}`;
    const observer = new ResizeObserver(() => {
      const next = `${map.getContainer().clientWidth}x${map.getContainer().clientHeight}`;
      if (next === size) return;
      size = next;
      fit();
    });
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map, key]);
  return null;
}

/** The Leaflet map behind RouteMap (loaded lazily). */
export default function LeafletRouteMap({ stops, base, height, label = '地図' }: RouteMapProps) {
  const { data: settings, isError } = useGetMapSettingsQuery();
  // Tiles that fail and none that load: no network (or no tile server). Markers still show.
  const [tiles, setTiles] = useState({ failed: 0, loaded: 0 });
  const points = useMemo(() => (base ? [...stops, base] : [...stops]), [stops, base]);
  const line = useMemo(() => routeLine(stops, base ?? null), [stops, base]);
  const noBackground = isError || (tiles.failed > 0 && tiles.loaded === 0);

  return (
    <Box>
      <Box
        role="region"
        aria-label={label}
        sx={{
          height,
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.200',
        }}
      >
        <MapContainer center={DEFAULT_CENTER} zoom={11} style={{ height: '100%', width: '100%' }}>
          {settings && (
            <TileLayer
              url={settings.tileUrl}
              attribution={settings.attribution}
              eventHandlers={{
                tileerror: () => setTiles((t) => ({ ...t, failed: t.failed + 1 })),
                tileload: () => setTiles((t) => ({ ...t, loaded: t.loaded + 1 })),
              }}
            />
          )}
          {line.length > 1 && (
            <Polyline positions={line} pathOptions={{ color: '#1565c0', weight: 3, opacity: 0.7 }} />
          )}
          {base && (
            <Marker
              position={[base.latitude, base.longitude]}
              icon={baseIcon}
              title={`拠点: ${base.name}`}
              alt={`拠点: ${base.name}`}
            >
              <Tooltip>拠点: {base.name}</Tooltip>
            </Marker>
          )}
          {stops.map((stop) => (
            <Marker
              key={stop.id}
              position={[stop.latitude, stop.longitude]}
              icon={stopIcon(stop.label, stopColors[stop.status])}
              title={`${stop.label}. ${stop.title}`}
              alt={`${stop.label}. ${stop.title}`}
            >
              <Tooltip>
                {stop.label}. {stop.title}
              </Tooltip>
            </Marker>
          ))}
          <FitBounds points={points} />
        </MapContainer>
      </Box>
      {noBackground && (
        <Alert severity="info" sx={{ mt: 1, py: 0 }}>
          {TILE_ERROR_NOTE}
        </Alert>
      )}
    </Box>
  );
}
