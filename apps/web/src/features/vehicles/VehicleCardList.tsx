import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Vehicle, vehicleClassLabels } from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { formatKg } from '../../lib/format.ts';
import { ActiveChip, InspectionDate } from './VehicleBadges.tsx';

/** The list on phones: one tappable card per vehicle. */
export function VehicleCardList({ vehicles }: { vehicles: readonly Vehicle[] }) {
  return (
    <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 1, m: 0 }} aria-label="車両一覧">
      {vehicles.map((vehicle) => (
        <Card key={vehicle.id} component="li" variant="outlined">
          <CardActionArea component={RouterLink} to={`/vehicles/${vehicle.id}`} sx={{ p: 1.5 }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{vehicle.registrationNumber}</Typography>
              <ActiveChip active={vehicle.active} />
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[
                vehicle.name,
                vehicleClassLabels[vehicle.vehicleClass],
                formatKg(vehicle.maxLoadKg),
                vehicle.baseName,
              ]
                .filter(Boolean)
                .join('・')}
            </Typography>
            <Box sx={{ mt: 0.5, display: 'flex', gap: 1, alignItems: 'center', typography: 'body2' }}>
              <span>車検</span>
              <InspectionDate expiresOn={vehicle.inspectionExpiresOn} />
            </Box>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
