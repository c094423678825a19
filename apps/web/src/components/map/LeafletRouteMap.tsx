import { divIcon } from 'leaflet';
import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { FitToPoints, MapFrame } from './MapFrame.tsx';
import { routeLine, stopColors } from './map-points.ts';
import { cachedIcon, escapeHtml } from './marker-icons.ts';
import type { RouteMapProps } from './route-map-props.ts';

/** A round numbered marker. */
const stopIcon = (label: string, color: string) =>
  cachedIcon(`stop|${label}|${color}`, () => ({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:28px;height:28px;border-radius:50%;background:${color};color:#fff;font:700 13px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${escapeHtml(label)}</span>`,
    iconSize: [28, 28],
    iconAnchor: [14, 14],
  }));

/** The base: a dark square, apart from the round stops. */
const baseIcon = divIcon({
  className: 'rikuun-map-marker rikuun-map-base',
  html: '<span style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:4px;background:#37474f;color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">拠</span>',
  iconSize: [30, 30],
  iconAnchor: [15, 15],
});

/** The Leaflet map behind RouteMap (loaded lazily). */
export default function LeafletRouteMap({ stops, base, height = 360, label = '地図' }: RouteMapProps) {
  const points = useMemo(() => (base ? [...stops, base] : [...stops]), [stops, base]);
  const line = useMemo(() => routeLine(stops, base ?? null), [stops, base]);
  const fitKey = points.map((p) => `${p.latitude},${p.longitude}`).join(';');

  return (
    <MapFrame label={label} height={height}>
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
      <FitToPoints points={points} fitKey={fitKey} />
    </MapFrame>
  );
}
