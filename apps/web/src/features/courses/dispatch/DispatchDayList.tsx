import { DndContext } from '@dnd-kit/core';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Calendar, CourseSummary } from '@rikuun/contract';
import { useMemo } from 'react';
import { CourseCard } from './CourseCard.tsx';
import { dayHeader, dispatchRows } from './calendar-rows.ts';
import type { CardAction } from './card-actions.ts';
import type { SelectionStore } from './selection-store.ts';

type Props = {
  calendar: Calendar;
  today: string;
  /** The day shown (one of the calendar's dates). */
  date: string;
  onDate: (date: string) => void;
  selection: SelectionStore;
  onAction: (action: CardAction, course: CourseSummary) => void;
};

/** No drag on a phone: the card's menu moves a course (移動・車両). */
const NO_SENSORS: never[] = [];

/**
 * The 配車表 on a phone: the week's days as buttons, then the chosen day's courses, one card per course
 * under its driver (the card's menu moves, copies and deletes it, as on the desk).
 */
export function DispatchDayList({ calendar, today, date, onDate, selection, onAction }: Props) {
  const days = useMemo(() => calendar.dates.map((d) => dayHeader(d, today)), [calendar.dates, today]);
  const courses = useMemo(
    () =>
      dispatchRows(calendar).flatMap((entry) =>
        entry.kind === 'group'
          ? []
          : (entry.row.courses[date] ?? []).map((course) => ({ driver: entry.row.name, course })),
      ),
    [calendar, date],
  );
  return (
    <DndContext sensors={NO_SENSORS}>
      <Stack
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1.5 }}
        role="group"
        aria-label="表示する曜日"
      >
        {days.map((day) => (
          <Button
            key={day.date}
            size="small"
            variant={day.date === date ? 'contained' : 'outlined'}
            aria-pressed={day.date === date}
            onClick={() => onDate(day.date)}
            sx={{ minWidth: 0, px: 1 }}
          >
            {day.label}
          </Button>
        ))}
      </Stack>
      <Stack component="ul" aria-label="この日のコース" sx={{ listStyle: 'none', m: 0, p: 0, gap: 1 }}>
        {courses.map(({ driver, course }) => (
          <li key={course.id}>
            <Typography variant="caption" sx={{ fontWeight: 700, color: 'text.secondary' }}>
              {driver}
            </Typography>
            <CourseCard course={course} selection={selection} onAction={onAction} />
          </li>
        ))}
      </Stack>
      {courses.length === 0 && (
        <Typography sx={{ p: 3, textAlign: 'center', color: 'text.secondary' }}>
          この日のコースはありません
        </Typography>
      )}
    </DndContext>
  );
}
