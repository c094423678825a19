import { lazy, Suspense } from 'react';
import { MapLoading } from '../../components/map/MapLoading.tsx';
import type { OptimizationMapProps } from './LeafletOptimizationMap.tsx';

// Leaflet loads only when the plan is shown, as with components/map's RouteMap.
const LeafletOptimizationMap = lazy(() => import('./LeafletOptimizationMap.tsx'));

/** Every route of the plan on one map, one colour per route, from and back to the base. */
export function OptimizationMap(props: OptimizationMapProps) {
  return (
    <Suspense fallback={<MapLoading height={420} />}>
      <LeafletOptimizationMap {...props} />
    </Suspense>
  );
}
