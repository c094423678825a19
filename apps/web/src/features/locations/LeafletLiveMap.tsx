import type { LatestPosition, LocationPoint } from '@rikuun/contract';
import { useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { FitToPoints, MapFrame, type MapHeight } from '../../components/map/MapFrame.tsx';
import { cachedIcon, escapeHtml } from '../../components/map/marker-icons.ts';
import { clockTime } from './live-map-format.ts';

export type LiveMapProps = {
  drivers: readonly LatestPosition[];
  selectedId: string | null;
  onSelect: (driverId: string) => void;
  /** The selected driver's track of the chosen day, in time order. */
  track: readonly LocationPoint[];
  height: MapHeight;
};

export const dutyColors = { on: '#2e7d32', off: '#757575' } as const;

/** A dot with the driver's name beside it; on duty green and solid, off duty grey and faded. */
function driverIcon(name: string, onDuty: boolean, selected: boolean) {
  const color = onDuty ? dutyColors.on : dutyColors.off;
  const ring = selected ? '3px solid #1565c0' : '2px solid #fff';
  return cachedIcon(`driver|${name}|${onDuty}|${selected}`, () => ({
    className: 'rikuun-map-marker rikuun-driver-marker',
    html: `<span style="display:flex;align-items:center;gap:4px;opacity:${onDuty ? 1 : 0.75};white-space:nowrap"><span style="width:18px;height:18px;border-radius:50%;background:${color};border:${ring};box-shadow:0 1px 4px rgba(0,0,0,.4);flex:none"></span><span style="padding:1px 6px;border-radius:4px;background:#fff;color:${onDuty ? '#1b5e20' : '#424242'};font:700 12px/1.4 sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.3)">${escapeHtml(name)}</span></span>`,
    iconSize: [0, 0],
    iconAnchor: [11, 11],
  }));
}

const endIcon = (label: string, color: string) =>
  cachedIcon(`end|${label}|${color}`, () => ({
    className: 'rikuun-map-marker',
    html: `<span style="display:flex;align-items:center;justify-content:center;width:26px;height:26px;border-radius:4px;background:${color};color:#fff;font:700 12px/1 sans-serif;border:2px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.4)">${label}</span>`,
    iconSize: [26, 26],
    iconAnchor: [13, 13],
  }));
const startIcon = endIcon('始', '#1565c0');
const finishIcon = endIcon('終', '#c62828');

/** The Leaflet map of the live map page (loaded lazily): the drivers' markers and one driver's track. */
export default function LeafletLiveMap({ drivers, selectedId, onSelect, track, height }: LiveMapProps) {
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
    <MapFrame label="ドライバーの現在地" height={height}>
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
      <FitToPoints points={fit.points} fitKey={fit.key} singleZoom={14} padding={40} />
    </MapFrame>
  );
}
