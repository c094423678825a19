import type { CalendarQuery, Course, CourseSummary, CourseValues, TimelineQuery } from '@rikuun/contract';
import { useCallback } from 'react';
import { useDispatch, useStore } from 'react-redux';
import { handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import type { AppDispatch, RootState } from '../../../lib/store.ts';
import { newSubmissionKey, withSubmission } from '../../../lib/submission.ts';
import { showVersionConflict, versionConflictOf } from '../../../lib/version-conflict.ts';
import { coursesApi, useLazyGetCourseQuery, useUpdateCourseMutation } from '../courses.api.ts';
import { moveCard } from './calendar-rows.ts';
import { moveBar } from './timeline-layout.ts';

export type CourseChange = Partial<
  Pick<CourseValues, 'driverId' | 'deliveryDate' | 'vehicleId' | 'startTime' | 'endTime'>
>;

/** The PUT body of a course as it is, so a move changes only what it names. */
export const courseValuesOf = (course: Course): CourseValues => ({
  deliveryDate: course.deliveryDate,
  name: course.name,
  contractId: course.contractId,
  clientId: course.clientId,
  driverId: course.driverId,
  vehicleId: course.vehicleId,
  baseId: course.baseId,
  startTime: course.startTime,
  endTime: course.endTime,
  status: course.status,
  memo: course.memo,
});

/** The card of a course in a cached week, if the week shows it. */
function cardOf(state: RootState, calendarArgs: CalendarQuery, id: string): CourseSummary | undefined {
  const week = coursesApi.endpoints.getCourseCalendar.select(calendarArgs)(state).data;
  for (const row of week?.drivers ?? [])
    for (const list of Object.values(row.courses)) {
      const card = list.find((c) => c.id === id);
      if (card) return card;
    }
  return undefined;
}

/** The version of a course the cached timeline shows, if it shows it. */
function barVersion(state: RootState, timelineArgs: TimelineQuery, id: string): number | undefined {
  const day = coursesApi.endpoints.getCourseTimeline.select(timelineArgs)(state).data;
  return day?.data.find((c) => c.id === id)?.version;
}

/**
 * Moves a course (driver, day or vehicle): reads it fresh, PUTs it back changed. The 配車表's cached
 * week moves the card at once (when `calendarArgs` is given) and puts it back if the server refuses;
 * the refusal (an inactive driver, an expired licence) is shown as the server words it. The PUT
 * carries the version the week showed: a course another user changed since is not overwritten; the
 * conflict is said and the week read again. The timeline (`timelineArgs`) moves its bar the same way.
 * The PUT goes under an Idempotency-Key of its own, as a form's submit does.
 */
export function useMoveCourse(calendarArgs?: CalendarQuery, timelineArgs?: TimelineQuery) {
  const dispatch = useDispatch<AppDispatch>();
  const store = useStore<RootState>();
  const [getCourse] = useLazyGetCourseQuery();
  const [updateCourse, { isLoading }] = useUpdateCourseMutation();

  const move = useCallback(
    async (id: string, change: CourseChange, successMessage = 'コースを移動しました'): Promise<boolean> => {
      const moved = change.driverId !== undefined || change.deliveryDate !== undefined;
      const undos: (() => void)[] = [];
      try {
        const shown = calendarArgs ? cardOf(store.getState(), calendarArgs, id) : undefined;
        const onTimeline = timelineArgs ? barVersion(store.getState(), timelineArgs, id) : undefined;
        const course = await getCourse(id, false).unwrap();
        const version = shown?.version ?? onTimeline ?? course.version;
        const body = { ...courseValuesOf(course), ...change, version };
        if (calendarArgs && moved) {
          const patch = dispatch(
            coursesApi.util.updateQueryData('getCourseCalendar', calendarArgs, (draft) => {
              moveCard(draft, id, { driverId: body.driverId, deliveryDate: body.deliveryDate });
            }),
          );
          undos.push(patch.undo);
        }
        if (timelineArgs) {
          const patch = dispatch(
            coursesApi.util.updateQueryData('getCourseTimeline', timelineArgs, (draft) => {
              moveBar(draft, id, change);
            }),
          );
          undos.push(patch.undo);
        }
        const saved = await withSubmission(newSubmissionKey(), () => updateCourse({ id, body }).unwrap());
        if (calendarArgs) {
          // The card shows the saved version at once: a second move before the week is read again is not stale.
          dispatch(
            coursesApi.util.updateQueryData('getCourseCalendar', calendarArgs, (draft) => {
              for (const row of draft.drivers)
                for (const list of Object.values(row.courses))
                  for (const card of list) if (card.id === id) card.version = saved.version;
            }),
          );
        }
        if (timelineArgs) {
          dispatch(
            coursesApi.util.updateQueryData('getCourseTimeline', timelineArgs, (draft) => {
              for (const bar of draft.data) if (bar.id === id) bar.version = saved.version;
            }),
          );
        }
        notifySuccess(successMessage);
        return true;
      } catch (error) {
        for (const undo of undos.reverse()) undo();
        if (versionConflictOf(error)) {
          const reloadWeek = () =>
            dispatch(
              coursesApi.util.invalidateTags([
                { type: 'CourseCalendar', id: 'WEEK' },
                { type: 'Course', id },
              ]),
            );
          reloadWeek();
          showVersionConflict(reloadWeek);
        } else {
          handleError(error);
        }
        return false;
      }
    },
    [calendarArgs, timelineArgs, dispatch, getCourse, store, updateCourse],
  );
  return { move, isMoving: isLoading };
}
