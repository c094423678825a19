import Skeleton from '@mui/material/Skeleton';
import type { MapHeight } from './MapFrame.tsx';

/**
 * What stands in for a map while Leaflet loads. The label sits on a progress bar's role: on the bare
 * span a skeleton renders, ARIA forbids a label (axe: aria-prohibited-attr) and readers skip it.
 */
export function MapLoading({ height }: { height: MapHeight }) {
  return <Skeleton variant="rectangular" role="progressbar" aria-label="地図を読み込み中" sx={{ height }} />;
}
