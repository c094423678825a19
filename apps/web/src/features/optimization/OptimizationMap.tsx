import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { OptimizationMapProps } from './LeafletOptimizationMap.tsx';

// Leaflet loads only when the plan is shown, as with components/map's RouteMap.
const LeafletOptimizationMap = lazy(() => import('./LeafletOptimizationMap.tsx'));

/** Every route of the plan on one map, one colour per route, from and back to the base. */
export function OptimizationMap(props: OptimizationMapProps) {
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={420} aria-label="地図を読み込み中" />}>
      <LeafletOptimizationMap {...props} />
    </Suspense>
  );
}
