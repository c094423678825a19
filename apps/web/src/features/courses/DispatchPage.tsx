import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CalendarQuery, CourseSummary, TimelineCourse, TimelineQuery } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { keepFocusWhileChanging } from '../../lib/focus-return.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { CarryOverDialog } from './CarryOverDialog.tsx';
import { CopyCourseDialog } from './CopyCourseDialog.tsx';
import { coursePath } from './course-columns.tsx';
import {
  useDeleteCourseMutation,
  useGetCourseCalendarQuery,
  useGetCourseTimelineQuery,
} from './courses.api.ts';
import { weekCourseIds, weekStart, weekTitle } from './dispatch/calendar-rows.ts';
import type { CardAction, DropCell } from './dispatch/card-actions.ts';
import { DispatchDayList } from './dispatch/DispatchDayList.tsx';
import { DispatchGrid } from './dispatch/DispatchGrid.tsx';
import { DispatchHeader } from './dispatch/DispatchHeader.tsx';
import { DispatchTimeline } from './dispatch/DispatchTimeline.tsx';
import { DispatchToolbar } from './dispatch/DispatchToolbar.tsx';
import { AssignVehicleDialog, MoveCourseDialog } from './dispatch/MoveCourseDialog.tsx';
import { SelectionBar } from './dispatch/SelectionBar.tsx';
import { createSelectionStore } from './dispatch/selection-store.ts';
import { TimelineMoveDialog } from './dispatch/TimelineMoveDialog.tsx';
import { axisLabels, type TimelineAxis, timelineRows } from './dispatch/timeline-layout.ts';
import { type DispatchView, useDispatchQuery } from './dispatch/use-dispatch-query.ts';
import { type CourseChange, useMoveCourse } from './dispatch/use-move-course.ts';

/** A course's card on the 配車表 (where it is now). */
const cardOf = (id: string) => document.querySelector<HTMLElement>(`[data-course-id="${CSS.escape(id)}"]`);

type Open = { action: Exclude<CardAction, 'open'>; course: CourseSummary } | null;

type Dispatch = ReturnType<typeof useDispatchQuery>;

/** 週表示 or タイムライン, kept in the URL (?view=timeline&date=…). */
function ViewToggle({ view, onChange }: { view: DispatchView; onChange: (view: DispatchView) => void }) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={view}
      aria-label="表示の切り替え"
      onChange={(_event, next: DispatchView | null) => next && onChange(next)}
    >
      <ToggleButton value="week">週表示</ToggleButton>
      <ToggleButton value="timeline">タイムライン</ToggleButton>
    </ToggleButtonGroup>
  );
}

/** 配車表: the week by driver, or one day's timeline by vehicle or driver. */
export function DispatchPage() {
  const dispatch = useDispatchQuery();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const toggle = <ViewToggle view={dispatch.layout.view} onChange={(view) => dispatch.setLayout({ view })} />;
  return dispatch.layout.view === 'timeline' ? (
    <DispatchDay dispatch={dispatch} phone={phone} toggle={toggle} />
  ) : (
    <DispatchWeek dispatch={dispatch} phone={phone} toggle={toggle} />
  );
}

type ViewProps = { dispatch: Dispatch; phone: boolean; toggle: ReactNode };

/** A week of courses by driver; move cards by drag, keyboard or menu; act on several at once. */
function DispatchWeek({ dispatch: { query, setQuery }, phone, toggle }: ViewProps) {
  const navigate = useNavigate();
  const today = todayInTokyo();
  const date = query.deliveryDate ?? today;
  // The week's Monday as the request's date: every day of one week shares one cache entry.
  const calendarArgs = useMemo<CalendarQuery>(
    () => ({ ...query, deliveryDate: weekStart(date) }),
    [query, date],
  );
  const { data, error, isFetching, refetch } = useGetCourseCalendarQuery(calendarArgs);
  const [selection] = useState(createSelectionStore);
  const [open, setOpen] = useState<Open>(null);
  const { move } = useMoveCourse(calendarArgs);
  const [deleteCourse, deleting] = useDeleteCourseMutation();

  // Another week or other filters: what was selected is out of view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new week or filter is the reason to clear
  useEffect(() => selection.clear(), [selection, calendarArgs]);

  const onAction = useCallback(
    (action: CardAction, course: CourseSummary) =>
      action === 'open' ? navigate(coursePath(course)) : setOpen({ action, course }),
    [navigate],
  );
  // A dropped card is a new element in its new cell (and back in the old one if the move is refused):
  // the keyboard focus follows it there instead of falling to the page's top.
  const onMove = useCallback(
    (course: CourseSummary, target: DropCell) =>
      keepFocusWhileChanging(() => cardOf(course.id), move(course.id, target)),
    [move],
  );
  const weekIds = useMemo(() => (data ? weekCourseIds(data) : []), [data]);
  // The dialog's opener (the card's ⋮ button) may have moved with the card: focus the card then.
  const close = () => {
    if (open) keepFocusWhileChanging(() => cardOf(open.course.id));
    setOpen(null);
  };

  const remove = async (course: CourseSummary) => {
    try {
      await deleteCourse(course.id).unwrap();
      notifySuccess('コースを削除しました');
    } catch (e) {
      handleError(e);
    } finally {
      close();
    }
  };

  return (
    <>
      <DispatchHeader
        subtitle="カードをドラッグ（またはSpaceキーと矢印キー）で別のドライバー・日に移動できます"
        date={date}
        driverId={query.driverId ?? null}
      />
      <Box sx={{ mb: 1.5 }}>{toggle}</Box>
      <DispatchToolbar
        query={query}
        date={date}
        title={weekTitle(data?.dates ?? [])}
        onChange={setQuery}
        phone={phone}
      />
      <SelectionBar selection={selection} weekIds={weekIds} />
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress aria-label="読み込み中" />}</Box>
      {error !== undefined && <QueryError error={error} onRetry={refetch} />}
      {!data && !error && <Loading />}
      {data && phone && (
        <DispatchDayList
          calendar={data}
          today={today}
          date={date}
          onDate={(deliveryDate) => setQuery({ deliveryDate }, { replace: true })}
          selection={selection}
          onAction={onAction}
        />
      )}
      {data && !phone && (
        <DispatchGrid
          calendar={data}
          today={today}
          selection={selection}
          onAction={onAction}
          onMove={onMove}
        />
      )}
      {open?.action === 'move' && (
        <MoveCourseDialog course={open.course} calendarArgs={calendarArgs} onClose={close} />
      )}
      {open?.action === 'vehicle' && (
        <AssignVehicleDialog course={open.course} calendarArgs={calendarArgs} onClose={close} />
      )}
      {open?.action === 'copy' && <CopyCourseDialog course={open.course} onClose={close} />}
      {open?.action === 'carryOver' && <CarryOverDialog course={open.course} onClose={close} />}
      <ConfirmDialog
        open={open?.action === 'delete'}
        title="コースを削除しますか？"
        message={
          open ? `「${open.course.name}」を削除します。運行中・完了の実績があるコースは削除できません。` : ''
        }
        busy={deleting.isLoading}
        onConfirm={() => open && remove(open.course)}
        onClose={close}
      />
    </>
  );
}

/**
 * One day's timeline by vehicle or by driver: drag a bar to another row (or press Enter on it and
 * pick the row) to move the course; along its row to move its own start time.
 */
function DispatchDay({ dispatch: { query, setQuery, layout, setLayout }, phone, toggle }: ViewProps) {
  const today = todayInTokyo();
  const date = layout.date ?? today;
  // The week's own day (deliveryDate) is not the timeline's: the URL keeps the timeline's in date.
  const timelineArgs = useMemo<TimelineQuery>(() => {
    const { deliveryDate: _week, ...filter } = query;
    return { ...filter, date };
  }, [query, date]);
  const { data, error, isFetching, refetch } = useGetCourseTimelineQuery(timelineArgs);
  const { move, isMoving } = useMoveCourse(undefined, timelineArgs);
  const [open, setOpen] = useState<TimelineCourse | null>(null);
  const axis: TimelineAxis = layout.by;
  const rows = useMemo(() => (data ? timelineRows(data, axis) : []), [data, axis]);

  // The bar is a new element in its new row (and back in the old one when refused): focus follows it.
  const onMove = useCallback(
    (course: TimelineCourse, change: CourseChange, message: string) => {
      const moved = move(course.id, change, message);
      keepFocusWhileChanging(() => cardOf(course.id), moved);
      return moved;
    },
    [move],
  );
  const close = () => {
    if (open) keepFocusWhileChanging(() => cardOf(open.id));
    setOpen(null);
  };

  return (
    <>
      <DispatchHeader
        subtitle="バーをドラッグ（またはEnterキー）で別の車両・ドライバーに移動できます"
        date={date}
        driverId={query.driverId ?? null}
      />
      <Stack direction="row" sx={{ gap: 1.5, flexWrap: 'wrap', alignItems: 'center', mb: 1.5 }}>
        {toggle}
        <ToggleButtonGroup
          size="small"
          exclusive
          value={axis}
          aria-label="行の切り替え"
          onChange={(_event, by: TimelineAxis | null) => by && setLayout({ by }, { replace: true })}
        >
          <ToggleButton value="vehicle">{axisLabels.vehicle}別</ToggleButton>
          <ToggleButton value="driver">{axisLabels.driver}別</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <DispatchToolbar
        query={query}
        date={date}
        title={`${formatDate(date)}${date === today ? '（今日）' : ''}`}
        onChange={setQuery}
        phone={phone}
        day={{ value: layout.date, onChange: (next) => setLayout({ date: next }) }}
      />
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress aria-label="読み込み中" />}</Box>
      {error !== undefined && <QueryError error={error} onRetry={refetch} />}
      {!data && !error && <Loading />}
      {data && <DispatchTimeline timeline={data} axis={axis} onMove={onMove} onOpen={setOpen} />}
      {open && (
        <TimelineMoveDialog
          course={open}
          axis={axis}
          rows={rows}
          busy={isMoving}
          onMove={(change, message) => onMove(open, change, message)}
          onClose={close}
        />
      )}
    </>
  );
}
