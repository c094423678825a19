import { lazy, Suspense } from 'react';
import { MapLoading } from '../../components/map/MapLoading.tsx';
import type { LiveMapProps } from './LeafletLiveMap.tsx';

// Leaflet and its CSS load only with this page's map, as for the course page's RouteMap.
const LeafletLiveMap = lazy(() => import('./LeafletLiveMap.tsx'));

export function LiveMap(props: LiveMapProps) {
  return (
    <Suspense fallback={<MapLoading height={props.height} />}>
      <LeafletLiveMap {...props} />
    </Suspense>
  );
}
