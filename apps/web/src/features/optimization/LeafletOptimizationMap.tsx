import type { OptimizationResult } from '@rikuun/contract';
import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { BaseMarker } from '../../components/map/BaseMarker.tsx';
import { FitToPoints, MapFrame } from '../../components/map/MapFrame.tsx';
import { hasCoordinates, routeLine } from '../../components/map/map-points.ts';
import { stopIcon } from '../../components/map/marker-icons.ts';
import { routeColor } from './route-colors.ts';

type Stop = OptimizationResult['routes'][number]['stops'][number];
export type OptimizationMapProps = { result: OptimizationResult; stopsOf: Stop[][] };

/** The Leaflet map behind OptimizationMap (loaded lazily). */
export default function LeafletOptimizationMap({ result, stopsOf }: OptimizationMapProps) {
  const base = result.base;
  const routes = useMemo(() => stopsOf.map((stops) => stops.filter(hasCoordinates)), [stopsOf]);
  const points = useMemo(() => [base, ...routes.flat()], [base, routes]);
  const fitKey = points.map((p) => `${p.latitude},${p.longitude}`).join(';');
  return (
    <MapFrame label="最適化したルートの地図" height={420}>
      {routes.map((stops, i) => (
        <Polyline
          key={result.routes[i]?.driverId ?? i}
          positions={routeLine(stops, base)}
          pathOptions={{ color: routeColor(i), weight: 3, opacity: 0.8 }}
        />
      ))}
      <BaseMarker base={base} />
      {routes.flatMap((stops, i) =>
        stops.map((s, k) => (
          <Marker
            key={s.stopId}
            position={[s.latitude, s.longitude]}
            icon={stopIcon(String(k + 1), routeColor(i))}
            title={`${result.routes[i]?.driverName ?? ''} ${k + 1}. ${s.name}`}
            alt={`${k + 1}. ${s.name}`}
          >
            <Tooltip>
              {result.routes[i]?.driverName} {k + 1}. {s.name}
            </Tooltip>
          </Marker>
        )),
      )}
      <FitToPoints points={points} fitKey={fitKey} />
    </MapFrame>
  );
}
