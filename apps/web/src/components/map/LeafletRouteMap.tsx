import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { BaseMarker } from './BaseMarker.tsx';
import { FitToPoints, MapFrame } from './MapFrame.tsx';
import { routeLine, stopColors } from './map-points.ts';
import { stopIcon } from './marker-icons.ts';
import type { RouteMapProps } from './route-map-props.ts';

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
      {base && <BaseMarker base={base} />}
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
