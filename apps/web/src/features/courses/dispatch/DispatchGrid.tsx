import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Calendar, CourseSummary } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { CourseCardFace } from './CourseCard.tsx';
import { dayHeader, dispatchRows } from './calendar-rows.ts';
import type { CardAction, DropCell } from './card-actions.ts';
import { cellCollision, cellKeyboardCoordinates } from './cell-keyboard.ts';
import { shortDate } from './course-display.ts';
import { DAY_MIN_WIDTH, DRIVER_COLUMN_WIDTH, DriverRow, stickyColumn } from './DriverRow.tsx';
import type { SelectionStore } from './selection-store.ts';

type Props = {
  calendar: Calendar;
  today: string;
  selection: SelectionStore;
  onAction: (action: CardAction, course: CourseSummary) => void;
  /** A card dropped on another cell. */
  onMove: (course: CourseSummary, target: DropCell) => void;
};

const cellText = (data: unknown) => {
  const cell = data as { driverName?: string; date?: string } | undefined;
  return cell?.date ? `${cell.driverName ?? ''} ${shortDate(cell.date)}` : '';
};

// Screen readers hear where the card is going, in Japanese.
const announcements: Announcements = {
  onDragStart: ({ active }) =>
    `${(active.data.current?.course as CourseSummary | undefined)?.name ?? 'コース'}を持ち上げました`,
  onDragOver: ({ over }) => (over ? `${cellText(over.data.current)}の上です` : '置ける場所の外です'),
  onDragEnd: ({ over }) => (over ? `${cellText(over.data.current)}に置きました` : '移動をやめました'),
  onDragCancel: () => '移動をやめました',
};

const screenReaderInstructions = {
  draggable:
    'Spaceキーでコースを持ち上げ、矢印キーで移動先の日・ドライバーへ動かし、Spaceキーで置きます。Escapeキーでやめます。',
};

/** The week grid: sticky header of dates, sticky driver column, rows of cards that can be moved. */
export function DispatchGrid({ calendar, today, selection, onAction, onMove }: Props) {
  const sensors = useSensors(
    // A few pixels before a drag starts, so clicks on a card's checkbox and menu stay clicks.
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: cellKeyboardCoordinates }),
  );
  const rows = useMemo(() => dispatchRows(calendar), [calendar]);
  const days = useMemo(() => calendar.dates.map((d) => dayHeader(d, today)), [calendar.dates, today]);
  const [dragged, setDragged] = useState<CourseSummary | null>(null);

  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current?.course as CourseSummary | undefined) ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const course = active.data.current?.course as CourseSummary | undefined;
    const target = over?.data.current as { driverId: string | null; date: string } | undefined;
    if (!course || !target) return;
    if (course.driverId === target.driverId && course.deliveryDate === target.date) return;
    onMove(course, { driverId: target.driverId, deliveryDate: target.date });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={cellCollision}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements, screenReaderInstructions }}
    >
      <Paper variant="outlined" sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 260px)', minHeight: 320 }}>
        <Box
          component="table"
          aria-label="配車表"
          sx={{
            borderCollapse: 'separate',
            borderSpacing: 0,
            tableLayout: 'fixed',
            width: '100%',
            minWidth: DRIVER_COLUMN_WIDTH + calendar.dates.length * DAY_MIN_WIDTH,
          }}
        >
          <Box component="thead">
            <Box component="tr">
              <Box
                component="th"
                sx={{
                  ...stickyColumn,
                  top: 0,
                  zIndex: 4,
                  p: 1,
                  textAlign: 'left',
                  borderBottom: 1,
                  borderColor: 'divider',
                }}
              >
                <Typography variant="caption" sx={{ fontWeight: 700 }}>
                  ドライバー
                </Typography>
              </Box>
              {days.map((day) => (
                <Box
                  component="th"
                  key={day.date}
                  aria-current={day.today ? 'date' : undefined}
                  sx={{
                    position: 'sticky',
                    top: 0,
                    zIndex: 3,
                    p: 0.75,
                    textAlign: 'left',
                    borderBottom: 1,
                    borderRight: 1,
                    borderColor: 'divider',
                    bgcolor: day.today ? 'primary.main' : 'background.paper',
                    color: day.today
                      ? 'primary.contrastText'
                      : day.holiday || day.weekday === 0
                        ? 'error.main'
                        : day.weekday === 6
                          ? 'secondary.main'
                          : 'text.primary',
                  }}
                >
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    {day.label}
                    {day.today && '（今日）'}
                  </Typography>
                  {day.holiday && (
                    <Typography variant="caption" component="div" noWrap title={day.holiday}>
                      {day.holiday}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
          <Box component="tbody">
            {rows.map((entry) =>
              entry.kind === 'group' ? (
                <Box component="tr" key={entry.key}>
                  <Box
                    component="th"
                    colSpan={days.length + 1}
                    scope="rowgroup"
                    sx={{
                      textAlign: 'left',
                      px: 1,
                      py: 0.5,
                      bgcolor: 'action.hover',
                      borderBottom: 1,
                      borderColor: 'divider',
                    }}
                  >
                    <Typography variant="caption" sx={{ fontWeight: 700, position: 'sticky', left: 8 }}>
                      {entry.name}（{entry.count}人）
                    </Typography>
                  </Box>
                </Box>
              ) : (
                <DriverRow
                  key={entry.key}
                  row={entry.row}
                  days={days}
                  selection={selection}
                  onAction={onAction}
                />
              ),
            )}
          </Box>
        </Box>
      </Paper>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper elevation={6} sx={{ p: 0.75, pl: 1, width: DRIVER_COLUMN_WIDTH, cursor: 'grabbing' }}>
            <CourseCardFace course={dragged} />
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
