import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { LatestPosition } from '@rikuun/contract';
import { clockTime, timeAgo } from './live-map-format.ts';

type Props = {
  drivers: readonly LatestPosition[];
  selectedId: string | null;
  onSelect: (driverId: string | null) => void;
  now: Date;
};

/** The drivers beside the map: on duty first, each with the age of its last position. */
export function DriverPositionList({ drivers, selectedId, onSelect, now }: Props) {
  if (drivers.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary', p: 2 }}>
        位置情報を送信したドライバーはまだいません。
      </Typography>
    );
  const ordered = [...drivers].sort((a, b) => Number(b.onDuty) - Number(a.onDuty));
  return (
    <List dense aria-label="ドライバー一覧" sx={{ py: 0 }}>
      {ordered.map((d) => (
        // A list holds list items: the button sits in one (axe: list).
        <li key={d.driverId}>
          <ListItemButton
            selected={d.driverId === selectedId}
            onClick={() => onSelect(d.driverId === selectedId ? null : d.driverId)}
            sx={{ minHeight: 56, gap: 1 }}
          >
            <ListItemText
              primary={d.driverName}
              secondary={
                <>
                  {d.courseName ? `${d.courseName}・` : ''}
                  {timeAgo(d.recordedAt, now)}（{clockTime(d.recordedAt)}）
                </>
              }
            />
            <Chip
              size="small"
              label={d.onDuty ? '勤務中' : '勤務外'}
              color={d.onDuty ? 'success' : 'default'}
              variant={d.onDuty ? 'filled' : 'outlined'}
            />
          </ListItemButton>
        </li>
      ))}
    </List>
  );
}
