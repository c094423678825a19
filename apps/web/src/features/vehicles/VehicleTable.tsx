import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { type Vehicle, vehicleClassLabels } from '@rikuun/contract';
import { Link as RouterLink, useNavigate } from 'react-router';
import { formatKg } from '../../lib/format.ts';
import { ActiveChip, InspectionDate } from './VehicleBadges.tsx';

/** Dense table for desktops; the registration number is the link, the whole row is a shortcut. */
export function VehicleTable({ vehicles }: { vehicles: readonly Vehicle[] }) {
  const navigate = useNavigate();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="車両一覧">
        <TableHead>
          <TableRow>
            <TableCell>登録番号</TableCell>
            <TableCell>車両名</TableCell>
            <TableCell>車格</TableCell>
            <TableCell align="right">最大積載量</TableCell>
            <TableCell>車検満了日</TableCell>
            <TableCell>拠点</TableCell>
            <TableCell>稼働</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {vehicles.map((vehicle) => (
            <TableRow
              key={vehicle.id}
              hover
              onClick={() => navigate(`/vehicles/${vehicle.id}`)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <Link
                  component={RouterLink}
                  to={`/vehicles/${vehicle.id}`}
                  onClick={(e) => e.stopPropagation()}
                >
                  {vehicle.registrationNumber}
                </Link>
              </TableCell>
              <TableCell>{vehicle.name ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{vehicleClassLabels[vehicle.vehicleClass]}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatKg(vehicle.maxLoadKg) || '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <InspectionDate expiresOn={vehicle.inspectionExpiresOn} />
              </TableCell>
              <TableCell>{vehicle.baseName ?? '—'}</TableCell>
              <TableCell>
                <ActiveChip active={vehicle.active} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
