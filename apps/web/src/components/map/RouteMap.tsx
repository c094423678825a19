import { lazy, Suspense } from 'react';
import { MapLoading } from './MapLoading.tsx';
import type { RouteMapProps } from './route-map-props.ts';

// Leaflet (and its CSS) load only when a map is shown, so they stay out of the first page load.
const LeafletRouteMap = lazy(() => import('./LeafletRouteMap.tsx'));

/**
 * A route on a map: numbered stop markers coloured by status, the base as its own marker, the line in
 * route order. The tile server comes from GET /v1/map-settings; without network only the tiles are
 * missing (a note says so) and the markers and line still show. Used by the course page, and meant
 * for the driver app and the consignor's map too.
 */
export function RouteMap(props: RouteMapProps) {
  const height = props.height ?? 360;
  return (
    <Suspense fallback={<MapLoading height={height} />}>
      <LeafletRouteMap {...props} height={height} />
    </Suspense>
  );
}
