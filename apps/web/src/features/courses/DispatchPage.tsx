import AddIcon from '@mui/icons-material/Add';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { CalendarQuery, CourseSummary } from '@rikuun/contract';
import { todayInTokyo } from '@rikuun/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { CarryOverDialog } from './CarryOverDialog.tsx';
import { CopyCourseDialog } from './CopyCourseDialog.tsx';
import { coursePath } from './course-columns.tsx';
import { useDeleteCourseMutation, useGetCourseCalendarQuery } from './courses.api.ts';
import { weekCourseIds, weekStart, weekTitle } from './dispatch/calendar-rows.ts';
import type { CardAction, DropCell } from './dispatch/card-actions.ts';
import { newCoursePath } from './dispatch/DayCell.tsx';
import { DispatchGrid } from './dispatch/DispatchGrid.tsx';
import { DispatchToolbar } from './dispatch/DispatchToolbar.tsx';
import { AssignVehicleDialog, MoveCourseDialog } from './dispatch/MoveCourseDialog.tsx';
import { SelectionBar } from './dispatch/SelectionBar.tsx';
import { createSelectionStore } from './dispatch/selection-store.ts';
import { useDispatchQuery } from './dispatch/use-dispatch-query.ts';
import { useMoveCourse } from './dispatch/use-move-course.ts';

type Open = { action: Exclude<CardAction, 'open'>; course: CourseSummary } | null;

/** 配車表: a week of courses by driver; move cards by drag, keyboard or menu; act on several at once. */
export function DispatchPage() {
  const navigate = useNavigate();
  const today = todayInTokyo();
  const { query, setQuery } = useDispatchQuery();
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
  const onMove = useCallback(
    (course: CourseSummary, target: DropCell) => void move(course.id, target),
    [move],
  );
  const weekIds = useMemo(() => (data ? weekCourseIds(data) : []), [data]);
  const close = () => setOpen(null);

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
      <PageHeader
        title="配車表"
        subtitle="カードをドラッグ（またはSpaceキーと矢印キー）で別のドライバー・日に移動できます"
        actions={
          <>
            <Button component={RouterLink} to="/courses" startIcon={<ListAltOutlined />}>
              コース一覧
            </Button>
            <Button component={RouterLink} to={`/optimize?date=${date}`}>
              配車最適化
            </Button>
            <Button
              component={RouterLink}
              to={newCoursePath(date, query.driverId ?? null)}
              variant="contained"
              startIcon={<AddIcon />}
            >
              コースを追加
            </Button>
          </>
        }
      />
      <DispatchToolbar query={query} date={date} title={weekTitle(data?.dates ?? [])} onChange={setQuery} />
      <SelectionBar selection={selection} weekIds={weekIds} />
      <Box sx={{ height: 4 }}>{isFetching && data && <LinearProgress aria-label="読み込み中" />}</Box>
      {error !== undefined && <QueryError error={error} onRetry={refetch} />}
      {!data && !error && <Loading />}
      {data && (
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
