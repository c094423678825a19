import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CalendarDriverRow, CourseSummary } from '@rikuun/contract';
import { memo } from 'react';
import { formatDate } from '../../../lib/format.ts';
import { type DayHeader, rowWarnings, unavailableLabels, unavailableReasons } from './calendar-rows.ts';
import type { CardAction } from './card-actions.ts';
import { DayCell } from './DayCell.tsx';
import type { SelectionStore } from './selection-store.ts';

type Props = {
  row: CalendarDriverRow;
  days: readonly DayHeader[];
  selection: SelectionStore;
  onAction: (action: CardAction, course: CourseSummary) => void;
};

const NO_COURSES: readonly CourseSummary[] = [];

/**
 * The week fits a 1440 px desk with the side menu open: the driver column and seven day columns share
 * the width (cards are compact); below DAY_MIN_WIDTH a day the grid scrolls sideways instead.
 */
export const DRIVER_COLUMN_WIDTH = 136;
export const DAY_MIN_WIDTH = 120;

export const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  width: DRIVER_COLUMN_WIDTH,
  minWidth: DRIVER_COLUMN_WIDTH,
  maxWidth: DRIVER_COLUMN_WIDTH,
} as const;

/**
 * A driver's week (or the 未割当 row). Memoized: a refetch keeps unchanged rows (RTK Query's structural
 * sharing), so only the rows whose cards changed render again.
 */
export const DriverRow = memo(function DriverRow({ row, days, selection, onAction }: Props) {
  const dates = days.map((d) => d.date);
  const warnings = rowWarnings(row, dates);
  const unassigned = row.driverId === null;
  return (
    <Box component="tr" data-driver-row={row.driverId ?? 'none'}>
      <Box
        component="th"
        scope="row"
        sx={{
          ...stickyColumn,
          p: 1,
          textAlign: 'left',
          verticalAlign: 'top',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
          {unassigned && <PersonOffOutlined fontSize="small" color="warning" />}
          <Typography variant="body2" sx={{ fontWeight: 700 }} noWrap title={row.name}>
            {row.name}
          </Typography>
        </Stack>
        {warnings.map((reason) => (
          <Chip
            key={reason}
            size="small"
            color={reason === 'inactive' ? 'default' : 'error'}
            label={unavailableLabels[reason]}
            title={
              reason === 'license_expired' && row.licenseExpiresOn
                ? `運転免許証の有効期限: ${formatDate(row.licenseExpiresOn)}`
                : 'このドライバーは無効です'
            }
            sx={{ mt: 0.5, mr: 0.5, height: 20, fontSize: 11 }}
          />
        ))}
      </Box>
      {days.map((day) => (
        <DayCell
          key={day.date}
          driverId={row.driverId}
          driverName={row.name}
          date={day.date}
          courses={row.courses[day.date] ?? NO_COURSES}
          unavailable={unavailableReasons(row, day.date)}
          holiday={day.holiday !== null}
          today={day.today}
          selection={selection}
          onAction={onAction}
        />
      ))}
    </Box>
  );
});
