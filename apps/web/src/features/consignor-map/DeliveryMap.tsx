import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DeliveryMapProps } from './LeafletDeliveryMap.tsx';

// Leaflet loads only when the map is shown.
const LeafletDeliveryMap = lazy(() => import('./LeafletDeliveryMap.tsx'));

export function DeliveryMap(props: DeliveryMapProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={360} aria-label="地図を読み込み中" />}>
      <LeafletDeliveryMap {...props} />
    </Suspense>
  );
}
