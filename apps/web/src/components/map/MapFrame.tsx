import 'leaflet/dist/leaflet.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { LatLngBoundsExpression } from 'leaflet';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import { useGetMapSettingsQuery } from './map.api.ts';
import { boundsOf, DEFAULT_CENTER, type MapPoint } from './map-points.ts';

export const TILE_ERROR_NOTE = '地図の背景を読み込めません（ネットワークに接続されていません）';

/** CSS height, or one per breakpoint ({ xs: 360, md: 600 }). */
export type MapHeight = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg', number>>;

/**
 * Every map's frame: a bordered region with the tiles of /v1/map-settings, and a note under it when
 * tiles fail and none load (no network, or no tile server): the markers inside still show.
 */
export function MapFrame({
  label,
  height,
  children,
}: {
  label: string;
  height: MapHeight;
  children: ReactNode;
}) {
  const { data: settings, isError } = useGetMapSettingsQuery();
  const [tiles, setTiles] = useState({ failed: 0, loaded: 0 });
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
          // Leaflet's attribution links differ from their text by colour alone (2.55:1): underline them.
          '& .leaflet-control-attribution a': { textDecoration: 'underline' },
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
          {children}
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

/**
 * Fits the view to the points when `fitKey` changes (what is shown, not every poll that returns the
 * same), and again when the map's box changes size (the layout settling, a phone turned): Leaflet
 * measures its container only when told. Without animation: data arriving in steps jumps straight there.
 */
export function FitToPoints({
  points,
  fitKey,
  singleZoom = 15,
  padding = 32,
}: {
  points: readonly MapPoint[];
  fitKey: string;
  /** The zoom when all points are one place. */
  singleZoom?: number;
  padding?: number;
}) {
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
      if (south === north && west === east) map.setView([south, west], singleZoom, { animate: false });
      else
        map.fitBounds(bounds as LatLngBoundsExpression, {
          padding: [padding, padding],
          maxZoom: 16,
          animate: false,
        });
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
