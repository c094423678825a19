import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { LiveMapProps } from './LeafletLiveMap.tsx';

// Leaflet and its CSS load only with this page's map, as for the course page's RouteMap.
const LeafletLiveMap = lazy(() => import('./LeafletLiveMap.tsx'));

export function LiveMap(props: LiveMapProps) {
  return (
    <Suspense
      fallback={
        <Skeleton variant="rectangular" sx={{ height: props.height }} aria-label="地図を読み込み中" />
      }
    >
      <LeafletLiveMap {...props} />
    </Suspense>
  );
}
