import Typography from '@mui/material/Typography';
import type { DestinationDetail } from '@rikuun/contract';
import { useMemo } from 'react';
import { hasCoordinates, type MapBase, type MapStop } from '../../components/map/map-points.ts';
import { RouteMap } from '../../components/map/RouteMap.tsx';
import { useGetBaseQuery } from '../bases/index.ts';

type Props = { baseId: string | null; destinations: readonly DestinationDetail[] };

/** The course's stops and base on the map; stops without a position are counted under it. */
export function CourseRouteMap({ baseId, destinations }: Props) {
  const { data: base } = useGetBaseQuery(baseId ?? '', { skip: !baseId });
  const stops = useMemo(
    () =>
      destinations.filter(hasCoordinates).map(
        (d): MapStop => ({
          id: d.id,
          label: String(d.sequence),
          title: d.name,
          status: d.status,
          latitude: d.latitude,
          longitude: d.longitude,
        }),
      ),
    [destinations],
  );
  const home = useMemo(
    (): MapBase | null => (base && hasCoordinates(base) ? { ...base, name: base.name } : null),
    [base],
  );
  const unplaced = destinations.length - stops.length;
  return (
    <>
      <RouteMap stops={stops} base={home} height={420} label="配送ルートの地図" />
      {unplaced > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          位置未取得の配送先 {unplaced}件は地図に表示されません。
        </Typography>
      )}
    </>
  );
}
