import { lazy, Suspense } from 'react';
import { MapLoading } from '../../components/map/MapLoading.tsx';
import type { DeliveryMapProps } from './LeafletDeliveryMap.tsx';

// Leaflet loads only when the map is shown.
const LeafletDeliveryMap = lazy(() => import('./LeafletDeliveryMap.tsx'));

export function DeliveryMap(props: DeliveryMapProps) {
  return (
    <Suspense fallback={<MapLoading height={360} />}>
      <LeafletDeliveryMap {...props} />
    </Suspense>
  );
}
