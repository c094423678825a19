import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  PointerSensor,
  pointerWithin,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { courseWarningLabels, type Timeline, type TimelineCourse } from '@rikuun/contract';
import { memo, type RefObject, useMemo, useRef } from 'react';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { timeRange } from './course-display.ts';
import {
  axisLabels,
  type BarStatus,
  barStatus,
  barStatuses,
  barStatusLabels,
  dayWindow,
  hourTicks,
  layoutRow,
  type PlacedBar,
  rowMarkLabels,
  shiftedTimes,
  snappedShift,
  type TimelineAxis,
  type TimelineRow,
  type TimeWindow,
  timelineRows,
} from './timeline-layout.ts';
import type { CourseChange } from './use-move-course.ts';

/**
 * The label column and the 時間未定 lane (only when a course of the day has no time) are fixed; the
 * hours share the rest. At 1440 px with the side menu open the hours get about 45 px each; below
 * HOURS_MIN_WIDTH the component scrolls sideways inside itself (a phone), never the page.
 */
export const ROW_LABEL_WIDTH = 148;
export const UNTIMED_WIDTH = 112;
export const HOURS_MIN_WIDTH = 720;
const LANE_HEIGHT = 34;

/** Status colours: text on fill at least 4.5:1 (WCAG AA); 未割当 dashed, 中止 struck through. */
export const barColours: Record<BarStatus, { bg: string; fg: string; border: string }> = {
  unassigned: { bg: '#fdecea', fg: '#7f1d1d', border: '#c62828' },
  assigned: { bg: '#1565c0', fg: '#ffffff', border: '#0d47a1' },
  in_progress: { bg: '#c2410c', fg: '#ffffff', border: '#9a3412' },
  completed: { bg: '#2e7d32', fg: '#ffffff', border: '#1b5e20' },
  cancelled: { bg: '#eeeeee', fg: '#424242', border: '#9e9e9e' },
};

type Props = {
  timeline: Timeline;
  axis: TimelineAxis;
  /** A bar dropped on another row (its vehicle or driver), or moved along its own row (its times). */
  onMove: (course: TimelineCourse, change: CourseChange, message: string) => void;
  /** A bar clicked or Enter pressed on it: the dialog that picks the row (the keyboard's way to move). */
  onOpen: (course: TimelineCourse) => void;
};

type DragData = { course: TimelineCourse; rowKey: string };
type DropData = { row: TimelineRow };

const barTime = (c: TimelineCourse) => timeRange(c.plannedStart, c.plannedEnd) || '時間未定';

/** What a bar says besides its text: 時間未定 or where its times come from, its status, its warnings. */
function barExtras(c: TimelineCourse, placed: boolean): string {
  const from = c.startFrom === 'stops' || c.endFrom === 'stops' ? '配送先の時間指定から' : '';
  const warnings = c.warnings.map((w) => courseWarningLabels[w]).join('、');
  return [placed ? from : '時間未定', barStatusLabels[barStatus(c)], warnings].filter(Boolean).join(' ');
}

/** The words a bar is known by: name, time (and where it comes from), status, warnings. */
export function barLabel(c: TimelineCourse): string {
  const from = c.startFrom === 'stops' || c.endFrom === 'stops' ? '（配送先の時間指定から）' : '';
  const warnings = c.warnings.map((w) => courseWarningLabels[w]).join('、');
  return [c.name, `${barTime(c)}${from}`, barStatusLabels[barStatus(c)], warnings].filter(Boolean).join(' ');
}

/** One day, hours across, one row per vehicle or driver; drag a bar to another row to move the course. */
export function DispatchTimeline({ timeline, axis, onMove, onOpen }: Props) {
  const rows = useMemo(() => timelineRows(timeline, axis), [timeline, axis]);
  const hours = useMemo(() => dayWindow(timeline.data), [timeline.data]);
  const ticks = useMemo(() => hourTicks(hours), [hours]);
  const untimed = rows.some((r) => r.courses.some((c) => !c.plannedStart && !c.plannedEnd));
  const track = useRef<HTMLDivElement>(null);
  // A drop ends with a click on the bar under the pointer: not a request for the dialog.
  const dropped = useRef(false);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));
  const rowLabel = (data: unknown) => (data as DropData | undefined)?.row.label ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => `${(active.data.current as DragData).course.name}を持ち上げました`,
    onDragOver: ({ over }) => (over ? `${rowLabel(over.data.current)}の行の上です` : '置ける場所の外です'),
    onDragEnd: ({ over }) => (over ? `${rowLabel(over.data.current)}の行に置きました` : '移動をやめました'),
    onDragCancel: () => '移動をやめました',
  };

  const onDragEnd = ({ active, over, delta }: DragEndEvent) => {
    dropped.current = true;
    setTimeout(() => {
      dropped.current = false;
    });
    const { course, rowKey } = active.data.current as DragData;
    const target = (over?.data.current as DropData | undefined)?.row;
    if (!target) return;
    if (target.key !== rowKey) {
      const change: CourseChange = axis === 'vehicle' ? { vehicleId: target.id } : { driverId: target.id };
      const message =
        axis === 'vehicle'
          ? target.id
            ? '車両を割り当てました'
            : '車両の割り当てを外しました'
          : 'コースを移動しました';
      onMove(course, change, message);
      return;
    }
    // Along its own row: its own start time (not one taken from its stops), snapped to 15 minutes.
    const width = track.current?.getBoundingClientRect().width ?? 0;
    const times =
      course.startFrom === 'course' ? shiftedTimes(course, snappedShift(delta.x, width, hours)) : null;
    if (times) onMove(course, times, `開始予定を${times.startTime}に変更しました`);
  };

  const columns = `${ROW_LABEL_WIDTH}px ${untimed ? `${UNTIMED_WIDTH}px ` : ''}minmax(${HOURS_MIN_WIDTH}px, 1fr)`;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable:
            'Enterキーで移動先の車両・ドライバーを選べます。マウスでは別の行へドラッグして移動します。',
        },
      }}
    >
      <Legend />
      <Paper
        variant="outlined"
        role="region"
        aria-label={`タイムライン（${axisLabels[axis]}別）`}
        sx={{ overflow: 'auto', maxHeight: 'calc(100vh - 280px)', minHeight: 240 }}
      >
        <Box role="table" aria-label={`${axisLabels[axis]}別のタイムライン`} sx={{ minWidth: 'min-content' }}>
          <Box
            role="row"
            sx={{
              display: 'grid',
              gridTemplateColumns: columns,
              position: 'sticky',
              top: 0,
              zIndex: 4,
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box role="columnheader" sx={{ ...labelCell, zIndex: 5, py: 0.75 }}>
              <Typography variant="caption" sx={{ fontWeight: 700 }}>
                {axisLabels[axis]}
              </Typography>
            </Box>
            {untimed && (
              <Box role="columnheader" sx={{ ...untimedCell, py: 0.75 }}>
                <Typography variant="caption" sx={{ fontWeight: 700 }}>
                  時間未定
                </Typography>
              </Box>
            )}
            <Box role="columnheader" ref={track} sx={{ position: 'relative', height: 28 }}>
              <Box component="span" sx={visuallyHidden}>
                時刻（{ticks[0]?.label}〜{ticks.at(-1)?.label}）
              </Box>
              {ticks.map((tick, i) => (
                <Typography
                  key={tick.label}
                  variant="caption"
                  aria-hidden
                  sx={{
                    position: 'absolute',
                    top: 6,
                    left: `${tick.left}%`,
                    // The first and last labels stay inside the axis.
                    transform:
                      i === 0 ? 'none' : i === ticks.length - 1 ? 'translateX(-100%)' : 'translateX(-50%)',
                    color: 'text.secondary',
                    fontSize: 11,
                    whiteSpace: 'nowrap',
                  }}
                >
                  {tick.label}
                </Typography>
              ))}
            </Box>
          </Box>
          {rows.map((row) => (
            <Row
              key={row.key}
              row={row}
              hours={hours}
              axis={axis}
              ticks={ticks}
              columns={columns}
              untimed={untimed}
              dropped={dropped}
              onOpen={onOpen}
            />
          ))}
        </Box>
      </Paper>
    </DndContext>
  );
}

const labelCell = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  borderRight: 1,
  borderColor: 'divider',
  px: 1,
} as const;

const untimedCell = {
  borderRight: 1,
  borderColor: 'divider',
  px: 0.5,
  bgcolor: 'action.hover',
} as const;

function Legend() {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      sx={{ mb: 1, gap: { xs: 0.5, md: 2 }, alignItems: { md: 'center' } }}
    >
      <Stack
        direction="row"
        component="ul"
        aria-label="バーの色"
        sx={{ listStyle: 'none', p: 0, m: 0, gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {barStatuses.map((status) => (
          <Stack key={status} component="li" direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 18,
                height: 12,
                borderRadius: 0.5,
                bgcolor: barColours[status].bg,
                border: `1px ${status === 'unassigned' ? 'dashed' : 'solid'} ${barColours[status].border}`,
              }}
            />
            <Typography variant="caption">{barStatusLabels[status]}</Typography>
          </Stack>
        ))}
      </Stack>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        バーをドラッグして別の行へ移動、同じ行で左右に動かすと開始予定を15分単位で変更します（Enterキーで移動先を選択）。
      </Typography>
    </Stack>
  );
}

type RowProps = {
  row: TimelineRow;
  hours: TimeWindow;
  axis: TimelineAxis;
  ticks: { label: string; left: number }[];
  columns: string;
  untimed: boolean;
  dropped: RefObject<boolean>;
  onOpen: (course: TimelineCourse) => void;
};

/** A vehicle's (driver's) day: the drop target of the bars dragged onto it. */
const Row = memo(function Row({ row, hours, axis, ticks, columns, untimed, dropped, onOpen }: RowProps) {
  const { setNodeRef, isOver } = useDroppable({ id: `row:${row.key}`, data: { row } satisfies DropData });
  const { bars, lanes, untimed: noTime } = useMemo(() => layoutRow(row.courses, hours), [row.courses, hours]);
  return (
    <Box
      role="row"
      ref={setNodeRef}
      data-timeline-row={row.key}
      sx={{
        display: 'grid',
        gridTemplateColumns: columns,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isOver ? 'action.selected' : undefined,
      }}
    >
      <Box
        role="rowheader"
        sx={{ ...labelCell, py: 0.5, bgcolor: isOver ? 'action.selected' : 'background.paper' }}
      >
        <Typography variant="body2" noWrap title={row.label} sx={{ fontWeight: 700 }}>
          {row.label}
        </Typography>
        {row.sub && (
          <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
            {row.sub}
          </Typography>
        )}
        {row.marks.map((mark) => (
          <Chip
            key={mark}
            size="small"
            color="warning"
            variant="outlined"
            icon={<WarningAmberOutlined />}
            label={rowMarkLabels[mark]}
            sx={{ mt: 0.25, height: 20, '& .MuiChip-label': { px: 0.5 } }}
          />
        ))}
      </Box>
      {untimed && (
        <Box role="cell" aria-label="時間未定" sx={{ ...untimedCell, py: 0.5 }}>
          <Stack spacing={0.5}>
            {noTime.map((course) => (
              <Bar
                key={course.id}
                course={course}
                rowKey={row.key}
                axis={axis}
                dropped={dropped}
                onOpen={onOpen}
              />
            ))}
          </Stack>
        </Box>
      )}
      <Box role="cell" sx={{ position: 'relative', minHeight: lanes * LANE_HEIGHT + 6 }}>
        {/* An hour line each; none at the right end, which is the timeline's own edge. */}
        {ticks.slice(0, -1).map((tick) => (
          <Box
            key={tick.label}
            aria-hidden
            sx={{
              position: 'absolute',
              top: 0,
              bottom: 0,
              left: `${tick.left}%`,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          />
        ))}
        {bars.map((placed) => (
          <Bar
            key={placed.course.id}
            course={placed.course}
            placed={placed}
            rowKey={row.key}
            axis={axis}
            dropped={dropped}
            onOpen={onOpen}
          />
        ))}
      </Box>
    </Box>
  );
});

type BarProps = {
  course: TimelineCourse;
  /** Where it sits on the hour axis; absent in the 時間未定 lane. */
  placed?: PlacedBar;
  rowKey: string;
  axis: TimelineAxis;
  dropped: RefObject<boolean>;
  onOpen: (course: TimelineCourse) => void;
};

function Bar({ course, placed, rowKey, axis, dropped, onOpen }: BarProps) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: course.id,
    data: { course, rowKey } satisfies DragData,
  });
  const status = barStatus(course);
  const colour = barColours[status];
  const open = placed && (placed.span.openStart || placed.span.openEnd);
  return (
    <Box
      component="button"
      type="button"
      ref={setNodeRef}
      {...attributes}
      {...listeners}
      data-course-id={course.id}
      data-bar-status={status}
      aria-haspopup="dialog"
      title={barLabel(course)}
      onClick={() => {
        if (!dropped.current) onOpen(course);
      }}
      sx={{
        ...(placed
          ? {
              position: 'absolute',
              left: `${placed.left}%`,
              width: `calc(${placed.width}% - 2px)`,
              top: placed.lane * LANE_HEIGHT + 4,
            }
          : { position: 'relative', width: '100%' }),
        minWidth: 24,
        height: LANE_HEIGHT - 6,
        display: 'flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        overflow: 'hidden',
        textAlign: 'left',
        font: 'inherit',
        fontSize: 12,
        lineHeight: 1.2,
        cursor: isDragging ? 'grabbing' : 'grab',
        color: colour.fg,
        bgcolor: colour.bg,
        border: `1px ${status === 'unassigned' ? 'dashed' : 'solid'} ${colour.border}`,
        borderRadius: 1,
        textDecoration: status === 'cancelled' ? 'line-through' : undefined,
        // An end not known: the bar fades out there.
        ...(open && placed?.span.openEnd ? { borderRightStyle: 'dotted', borderRightWidth: 3 } : {}),
        ...(open && placed?.span.openStart ? { borderLeftStyle: 'dotted', borderLeftWidth: 3 } : {}),
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        zIndex: isDragging ? 6 : 1,
        boxShadow: isDragging ? 6 : 0,
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 1 },
      }}
    >
      {course.warnings.length > 0 && <WarningAmberOutlined aria-hidden sx={{ fontSize: 14 }} />}
      {/* The name is what the bar shows, then what only its colour and marks say (hidden). */}
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {course.name}
        </Box>
        {placed && ` ${barTime(course)}`}
        {axisOther(course, axis)}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${barExtras(course, Boolean(placed))}`}
      </Box>
    </Box>
  );
}

/** The other assignment on the bar: on a vehicle's row its driver, on a driver's row its vehicle. */
function axisOther(course: TimelineCourse, axis: TimelineAxis): string {
  const other = axis === 'vehicle' ? course.driverName : course.vehicleRegistrationNumber;
  return other ? ` ${other}` : '';
}
