import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { hasCoordinates, type MapStop } from '../../components/map/map-points.ts';
import { RouteMap } from '../../components/map/RouteMap.tsx';
import type { ShownStop } from './pending-actions.ts';

/** The stops on a map, folded away by default: the map (and Leaflet) load only when opened. */
export function StopsMap({ stops }: { stops: readonly ShownStop[] }) {
  const points = useMemo(
    () =>
      stops.filter(hasCoordinates).map(
        (s): MapStop => ({
          id: s.id,
          label: String(s.sequence),
          title: s.name,
          status: s.status,
          latitude: s.latitude,
          longitude: s.longitude,
        }),
      ),
    [stops],
  );
  return (
    <Accordion variant="outlined" disableGutters slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMore />} sx={{ minHeight: 56 }}>
        <Typography sx={{ fontWeight: 600 }}>地図（{points.length}件）</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <RouteMap stops={points} height={320} label="配送先の地図" />
      </AccordionDetails>
    </Accordion>
  );
}
