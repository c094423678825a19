import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LatestPosition, LocationPoint } from '@rikuun/contract';
import { type DivIcon, divIcon, type LatLngBoundsExpression } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, Polyline, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { TILE_ERROR_NOTE } from '../../components/map/LeafletRouteMap.tsx';
import { useGetMapSettingsQuery } from '../../components/map/map.api.ts';
import { boundsOf, DEFAULT_CENTER, type MapPoint } from '../../components/map/map-points.ts';
import { clockTime } from './live-map-format.ts';

export type LiveMapProps = {
  drivers: readonly LatestPosition[];
  selectedId: string | null;
  onSelect: (driverId: string) => void;
  /** The selected driver's track of the chosen day, in time order. */
  track: readonly LocationPoint[];
  /** CSS height, or one per breakpoint ({ xs: 360, md: 600 }). */
  height: number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
export const dutyColors = { on: '#2e7d32', off: '#757575' } as const;

const icons = new Map<string, DivIcon>();

/** A dot with the driver's name beside it; on duty green and solid, off duty grey and faded. */
function driverIcon(name: string, onDuty: boolean, selected: boolean): DivIcon {
  // One icon per look, reused: a new object on each poll would make Leaflet redraw every marker.
  const key = `${name}|${onDuty}|${selected}`;
  const known = icons.get(key);
  if (known) return known;
  const color = onDuty ? dutyColors.on : dutyColors.off;
  const ring = selected ? '3px solid #1565c0' : '2px solid #fff';
  const icon = divIcon({
    className: 'rikuun-map-marker rikuun-driver-marker',
    html: `<span style="display:flex;align-items:center;gap:4px;opacity:${onDuty ? 1 : 0.75};white-space:nowrap"><span style="width:18px;height:18px;border-radius:50%;background:${color};border:${ring};box-shadow:0 1px 4px rgba(0,0,0,.4);flex:none"></span><span style="padding:1px 6px;border-radius:4px;background:#fff;color:${onDuty ? '#1b5e20' : '#424242'};font:700 12px/1.4 sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.3)">${escapeHtml(name)}</span></span>`,
    iconSize: [0, 0],
    iconAnchor: [11, 11],
  });
  icons.set(key, icon);
  return icon;
}

const endIcon = (label: string, color: string) =>
  divIcon({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:4px;background:${color};color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${label}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  });
const startIcon = endIcon('始', '#1565c0');
const finishIcon = endIcon('終', '#c62828');

/**
 * Fits the view when the set of things shown changes (a new track, the first drivers), not on each
 * poll, and again when the map's box changes size (a phone turned): Leaflet measures only when told.
 */
function FitTo({ points, fitKey }: { points: readonly MapPoint[]; fitKey: string }) {
  const map = useMap();
  const latest = useRef(points);
  latest.current = points;
  // biome-ignore lint/correctness/useExhaustiveDependencies: fitKey stands for what the points show.
  useEffect(() => {
    const fit = () => {
      map.invalidateSize(false);
      const bounds = boundsOf(latest.current);
      if (!bounds) return;
      const [[south, west], [north, east]] = bounds;
      if (south === north && west === east) map.setView([south, west], 14, { animate: false });
      else
        map.fitBounds(bounds as LatLngBoundsExpression, { padding: [40, 40], maxZoom: 16, animate: false });
    };
    fit();
    const box = map.getContainer();
    let size = `${box.clientWidth}x${box.clientHeight}`;
    const observer = new ResizeObserver(() => {
      const next = `${box.clientWidth}x${box.clientHeight}`;
      if (next === size) return;
      size = next;
      fit();
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [map, fitKey]);
  return null;
}

/** The Leaflet map of the live map page (loaded lazily): the drivers' markers and one driver's track. */
export default function LeafletLiveMap({ drivers, selectedId, onSelect, track, height }: LiveMapProps) {
  const { data: settings, isError } = useGetMapSettingsQuery();
  const [tiles, setTiles] = useState({ failed: 0, loaded: 0 });
  const noBackground = isError || (tiles.failed > 0 && tiles.loaded === 0);
  const line = useMemo(() => track.map((p): [number, number] => [p.latitude, p.longitude]), [track]);
  const first = track[0];
  const last = track[track.length - 1];
  // A track shown: fit to it; otherwise to the drivers (once they are first known, and per selection).
  const fit =
    track.length > 0
      ? { points: track, key: `track:${selectedId}:${first?.recordedAt}` }
      : {
          points: drivers,
          key: `drivers:${drivers.length > 0}:${selectedId}`,
        };

  return (
    <Box>
      <Box
        role="region"
        aria-label="ドライバーの現在地"
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
            <Polyline positions={line} pathOptions={{ color: '#1565c0', weight: 4, opacity: 0.75 }} />
          )}
          {first && (
            <Marker
              position={[first.latitude, first.longitude]}
              icon={startIcon}
              title={`出発 ${clockTime(first.recordedAt)}`}
            >
              <Tooltip>出発 {clockTime(first.recordedAt)}</Tooltip>
            </Marker>
          )}
          {last && track.length > 1 && (
            <Marker
              position={[last.latitude, last.longitude]}
              icon={finishIcon}
              title={`最終 ${clockTime(last.recordedAt)}`}
            >
              <Tooltip>最終 {clockTime(last.recordedAt)}</Tooltip>
            </Marker>
          )}
          {drivers.map((d) => (
            <Marker
              key={d.driverId}
              position={[d.latitude, d.longitude]}
              icon={driverIcon(d.driverName, d.onDuty, d.driverId === selectedId)}
              title={d.driverName}
              alt={d.driverName}
              zIndexOffset={d.driverId === selectedId ? 1000 : d.onDuty ? 500 : 0}
              eventHandlers={{ click: () => onSelect(d.driverId) }}
            >
              <Tooltip direction="top" offset={[0, -12]}>
                {d.driverName}（{d.onDuty ? '勤務中' : '勤務外'}）{d.courseName ? ` ${d.courseName}` : ''}{' '}
                {clockTime(d.recordedAt)}
              </Tooltip>
            </Marker>
          ))}
          <FitTo points={fit.points} fitKey={fit.key} />
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
