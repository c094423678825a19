import type { CalendarQuery, Course, CourseValues } from '@rikuun/contract';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import { handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import type { AppDispatch } from '../../../lib/store.ts';
import { coursesApi, useLazyGetCourseQuery, useUpdateCourseMutation } from '../courses.api.ts';
import { moveCard } from './calendar-rows.ts';

export type CourseChange = Partial<Pick<CourseValues, 'driverId' | 'deliveryDate' | 'vehicleId'>>;

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

/**
 * Moves a course (driver, day or vehicle): reads it fresh, PUTs it back changed. The 配車表's cached
 * week moves the card at once (when `calendarArgs` is given) and puts it back if the server refuses;
 * the refusal (an inactive driver, an expired licence) is shown as the server words it.
 */
export function useMoveCourse(calendarArgs?: CalendarQuery) {
  const dispatch = useDispatch<AppDispatch>();
  const [getCourse] = useLazyGetCourseQuery();
  const [updateCourse, { isLoading }] = useUpdateCourseMutation();

  const move = useCallback(
    async (id: string, change: CourseChange, successMessage = 'コースを移動しました'): Promise<boolean> => {
      const moved = change.driverId !== undefined || change.deliveryDate !== undefined;
      let undo: (() => void) | undefined;
      try {
        const course = await getCourse(id, false).unwrap();
        const body = { ...courseValuesOf(course), ...change };
        if (calendarArgs && moved) {
          const patch = dispatch(
            coursesApi.util.updateQueryData('getCourseCalendar', calendarArgs, (draft) => {
              moveCard(draft, id, { driverId: body.driverId, deliveryDate: body.deliveryDate });
            }),
          );
          undo = patch.undo;
        }
        await updateCourse({ id, body }).unwrap();
        notifySuccess(successMessage);
        return true;
      } catch (error) {
        undo?.();
        handleError(error);
        return false;
      }
    },
    [calendarArgs, dispatch, getCourse, updateCourse],
  );
  return { move, isMoving: isLoading };
}
