import type { ConsignorDelivery } from '@rikuun/contract';
import { Fragment, useMemo } from 'react';
import { Marker, Polyline, Tooltip } from 'react-leaflet';
import { FitToPoints, MapFrame, type MapHeight } from '../../components/map/MapFrame.tsx';
import { hasCoordinates, type MapPoint, routeLine, stopColors } from '../../components/map/map-points.ts';
import { cachedIcon, escapeHtml, stopIcon } from '../../components/map/marker-icons.ts';

export type DeliveryMapProps = {
  deliveries: readonly ConsignorDelivery[];
  height: MapHeight;
};

/** The truck: a dark dot with the course's name beside it. */
const truckIcon = (name: string) =>
  cachedIcon(`truck|${name}`, () => ({
    className: 'rikuun-map-marker rikuun-driver-marker',
    html: `<span style="display:flex;align-items:center;gap:4px;white-space:nowrap"><span style="width:20px;height:20px;border-radius:50%;background:#4a148c;border:3px solid #fff;box-shadow:0 1px 4px rgba(0,0,0,.5);flex:none"></span><span style="padding:1px 6px;border-radius:4px;background:#fff;color:#4a148c;font:700 12px/1.4 sans-serif;box-shadow:0 1px 3px rgba(0,0,0,.3)">${escapeHtml(name)}</span></span>`,
    iconSize: [0, 0],
    iconAnchor: [13, 13],
  }));

/** The Leaflet map behind DeliveryMap (loaded lazily): every course's stops and its truck when shown. */
export default function LeafletDeliveryMap({ deliveries, height }: DeliveryMapProps) {
  const routes = useMemo(
    () =>
      deliveries.map((d) => {
        const stops = d.stops.filter(hasCoordinates);
        return { delivery: d, stops, line: routeLine(stops, null) };
      }),
    [deliveries],
  );
  const points = useMemo(() => {
    const all: MapPoint[] = routes.flatMap((r) => r.stops);
    for (const d of deliveries) if (d.position) all.push(d.position);
    return all;
  }, [routes, deliveries]);
  // Refit when the set of courses or stops changes, not on each move of a truck.
  const fitKey = routes.map((r) => `${r.delivery.courseId}:${r.stops.length}`).join(';');

  return (
    <MapFrame label="お届けマップ" height={height}>
      {routes.map(({ delivery, stops, line }) => (
        <Fragment key={delivery.courseId}>
          {line.length > 1 && (
            <Polyline positions={line} pathOptions={{ color: '#1565c0', weight: 3, opacity: 0.5 }} />
          )}
          {stops.map((stop) => (
            <Marker
              key={stop.id}
              position={[stop.latitude, stop.longitude]}
              icon={stopIcon(String(stop.sequence), stopColors[stop.status])}
              title={`${delivery.courseName} ${stop.sequence}. ${stop.name}`}
              alt={`${delivery.courseName} ${stop.sequence}. ${stop.name}`}
            >
              <Tooltip>
                {delivery.courseName} {stop.sequence}. {stop.name}
              </Tooltip>
            </Marker>
          ))}
          {delivery.position && (
            <Marker
              position={[delivery.position.latitude, delivery.position.longitude]}
              icon={truckIcon(delivery.courseName)}
              title={`${delivery.courseName}の現在地`}
              alt={`${delivery.courseName}の現在地`}
              zIndexOffset={1000}
            >
              <Tooltip>{delivery.courseName}の現在地</Tooltip>
            </Marker>
          )}
        </Fragment>
      ))}
      <FitToPoints points={points} fitKey={fitKey} />
    </MapFrame>
  );
}
