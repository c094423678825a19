import type { OptimizationResult } from '@rikuun/contract';
import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { FitToPoints, MapFrame } from '../../components/map/MapFrame.tsx';
import { hasCoordinates, routeLine } from '../../components/map/map-points.ts';
import { cachedIcon, escapeHtml } from '../../components/map/marker-icons.ts';
import { routeColor } from './route-colors.ts';

type Stop = OptimizationResult['routes'][number]['stops'][number];
export type OptimizationMapProps = { result: OptimizationResult; stopsOf: Stop[][] };

const stopIcon = (label: string, color: string) =>
  cachedIcon(`stop|${label}|${color}`, () => ({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:50%;background:${color};color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${escapeHtml(label)}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  }));
const baseIcon = cachedIcon('optimization-base', () => ({
  className: 'rikuun-map-marker rikuun-map-base',
  html: '<span style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:4px;background:#37474f;color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff">拠</span>',
  iconSize: [30, 30],
  iconAnchor: [15, 15],
}));

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
      <Marker
        position={[base.latitude, base.longitude]}
        icon={baseIcon}
        title={`拠点: ${base.name}`}
        alt={`拠点: ${base.name}`}
      >
        <Tooltip>拠点: {base.name}</Tooltip>
      </Marker>
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
