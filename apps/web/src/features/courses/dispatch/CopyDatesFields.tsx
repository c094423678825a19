import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { weekdayLabels } from '@rikuun/contract';
import dayjs from 'dayjs';
import { ListDateFilter } from '../../contracts/ListDateFilter.tsx';
import { togglePickedDate } from './copy-dates.ts';
import { shortDate } from './course-display.ts';

/** 月火水木金土日: Monday first, as a Japanese week reads. */
const weekdayOrder = [1, 2, 3, 4, 5, 6, 0] as const;

export type CopyMode = 'dates' | 'weekdays';
export type CopyPattern = { from: string | undefined; to: string | undefined; weekdays: number[] };

type PickedProps = { picked: readonly string[]; onChange: (dates: string[]) => void };

/** 日付を選ぶ: click days in the calendar (again to unpick); the picks show as removable chips. */
export function PickedDatesField({ picked, onChange }: PickedProps) {
  return (
    <Stack spacing={1}>
      <DateCalendar
        value={null}
        onChange={(day) => day && onChange(togglePickedDate(picked, day.format('YYYY-MM-DD')))}
        slotProps={{
          calendarHeader: { format: 'YYYY年M月' },
          day: (owner) => ({ selected: picked.includes(dayjs(owner.day).format('YYYY-MM-DD')) }),
        }}
        sx={{ m: 0, width: '100%' }}
      />
      {picked.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          カレンダーでコピー先の日付を選んでください（複数選べます）。
        </Typography>
      ) : (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label="選んだ日付">
          {picked.map((date) => (
            <Chip
              key={date}
              size="small"
              label={shortDate(date)}
              onDelete={() => onChange(togglePickedDate(picked, date))}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type PatternProps = { pattern: CopyPattern; onChange: (pattern: CopyPattern) => void };

/** 曜日で繰り返す: a range and the weekdays within it (月〜金 for two weeks by default). */
export function WeekdayPatternField({ pattern, onChange }: PatternProps) {
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        <ListDateFilter
          label="期間（開始）"
          value={pattern.from}
          onChange={(from) => onChange({ ...pattern, from })}
        />
        <ListDateFilter
          label="期間（終了）"
          value={pattern.to}
          onChange={(to) => onChange({ ...pattern, to })}
        />
      </Stack>
      <ToggleButtonGroup
        size="small"
        value={pattern.weekdays}
        onChange={(_event, weekdays: number[]) => onChange({ ...pattern, weekdays })}
        aria-label="曜日"
      >
        {weekdayOrder.map((weekday) => (
          <ToggleButton
            key={weekday}
            value={weekday}
            sx={{ px: 1.75 }}
            aria-label={`${weekdayLabels[weekday]}曜日`}
          >
            {weekdayLabels[weekday]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Stack>
  );
}
