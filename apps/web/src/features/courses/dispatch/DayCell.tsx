import { useDroppable } from '@dnd-kit/core';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { CourseSummary, DriverUnavailableReason } from '@rikuun/contract';
import { memo } from 'react';
import { Link as RouterLink } from 'react-router';
import { CourseCard } from './CourseCard.tsx';
import { unavailableLabels } from './calendar-rows.ts';
import { type CardAction, cellId } from './card-actions.ts';
import type { SelectionStore } from './selection-store.ts';

type Props = {
  driverId: string | null;
  driverName: string;
  date: string;
  courses: readonly CourseSummary[];
  unavailable: readonly DriverUnavailableReason[];
  holiday: boolean;
  today: boolean;
  selection: SelectionStore;
  onAction: (action: CardAction, course: CourseSummary) => void;
};

/** The new-course page, with the cell's day and driver filled in. */
export function newCoursePath(date: string, driverId: string | null): string {
  const params = new URLSearchParams({ deliveryDate: date });
  if (driverId) params.set('driverId', driverId);
  return `/courses/new?${params}`;
}

/** One driver's day: its cards, a drop target, and a + to add a course there. */
export const DayCell = memo(function DayCell(props: Props) {
  const { driverId, date, courses, unavailable } = props;
  const { setNodeRef, isOver } = useDroppable({
    id: cellId({ driverId, deliveryDate: date }),
    data: { driverId, date, driverName: props.driverName },
  });
  const blocked = unavailable.length > 0;
  return (
    <Box
      component="td"
      ref={setNodeRef}
      data-cell={`${driverId ?? 'none'}:${date}`}
      title={blocked ? unavailable.map((r) => unavailableLabels[r]).join('・') : undefined}
      sx={{
        verticalAlign: 'top',
        p: 0.5,
        borderBottom: 1,
        borderRight: 1,
        borderColor: 'divider',
        bgcolor: isOver
          ? 'action.focus'
          : blocked
            ? 'action.disabledBackground'
            : props.today
              ? 'rgba(45, 156, 219, 0.06)'
              : props.holiday
                ? 'rgba(240, 80, 71, 0.04)'
                : undefined,
        '&:hover .add-course, & .add-course:focus-visible': { opacity: 1 },
      }}
    >
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} selection={props.selection} onAction={props.onAction} />
      ))}
      <IconButton
        className="add-course"
        size="small"
        component={RouterLink}
        to={newCoursePath(date, driverId)}
        aria-label={`${props.driverName} ${date} にコースを追加`}
        sx={{ opacity: courses.length === 0 ? 0.35 : 0, p: 0.25 }}
      >
        <Add fontSize="small" />
      </IconButton>
    </Box>
  );
});
