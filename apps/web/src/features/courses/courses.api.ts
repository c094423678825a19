import type {
  AssignContractsInput,
  AssignNotificationsResult,
  Calendar,
  CalendarQuery,
  CarryOverInput,
  Course,
  CourseCopyInput,
  CourseCopyResult,
  CourseListQuery,
  CourseValues,
  ListResponse,
  Timeline,
  TimelineQuery,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const courseUrl = (id: string) => `/courses/${encodeURIComponent(id)}`;

/**
 * Every change to courses refreshes both the lists and the 配車表: a course's place in the week,
 * its driver row and its card all come from the same rows.
 */
const listTags = [
  { type: 'Course' as const, id: 'LIST' },
  { type: 'CourseCalendar' as const, id: 'WEEK' },
];

export const coursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listCourses: build.query<ListResponse<Course>, CourseListQuery>({
      query: (params) => ({ url: '/courses', params }),
      providesTags: (result) => [
        { type: 'Course', id: 'LIST' },
        ...(result?.data ?? []).map((c) => ({ type: 'Course' as const, id: c.id })),
      ],
    }),
    getCourse: build.query<Course, string>({
      query: (id) => courseUrl(id),
      providesTags: (_result, _error, id) => [{ type: 'Course', id }],
    }),
    getCourseCalendar: build.query<Calendar, CalendarQuery>({
      query: (params) => ({ url: '/courses/calendar-by-driver', params }),
      providesTags: [{ type: 'CourseCalendar', id: 'WEEK' }],
    }),
    // The timeline is the 配車表 too: whatever refreshes the week refreshes the day.
    getCourseTimeline: build.query<Timeline, TimelineQuery>({
      query: (params) => ({ url: '/courses/timeline', params }),
      providesTags: [{ type: 'CourseCalendar', id: 'WEEK' }],
    }),
    createCourse: build.mutation<Course, CourseValues>({
      query: (body) => ({ url: '/courses', method: 'POST', body }),
      invalidatesTags: listTags,
    }),
    updateCourse: build.mutation<Course, { id: string; body: CourseValues }>({
      query: ({ id, body }) => ({ url: courseUrl(id), method: 'PUT', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Course', id }, ...listTags],
    }),
    deleteCourse: build.mutation<void, string>({
      query: (id) => ({ url: courseUrl(id), method: 'DELETE' }),
      // Lists only: the course's own tag would fetch it again (a 404) while its page is still open.
      invalidatesTags: listTags,
    }),
    removeCourses: build.mutation<{ count: number }, { ids: string[] }>({
      query: (body) => ({ url: '/courses/actions/remove-multiple', method: 'POST', body }),
      invalidatesTags: listTags,
    }),
    assignContracts: build.mutation<{ count: number }, AssignContractsInput>({
      query: (body) => ({ url: '/courses/actions/assign-contracts', method: 'POST', body }),
      invalidatesTags: (_result, _error, { courseIds }) => [
        ...courseIds.map((id) => ({ type: 'Course' as const, id })),
        ...listTags,
      ],
    }),
    sendAssignNotifications: build.mutation<AssignNotificationsResult, { courseIds: string[] }>({
      query: (body) => ({
        url: '/courses/actions/send-assign-notifications',
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, _error, { courseIds }) => [
        ...courseIds.map((id) => ({ type: 'Course' as const, id })),
        ...listTags,
      ],
    }),
    copyCourse: build.mutation<CourseCopyResult, { id: string; body: CourseCopyInput }>({
      query: ({ id, body }) => ({ url: `${courseUrl(id)}/copy`, method: 'POST', body }),
      invalidatesTags: listTags,
    }),
    // The source course keeps its stops but their counts may change (moved stops leave it).
    carryOverCourse: build.mutation<Course, { id: string; body: CarryOverInput }>({
      query: ({ id, body }) => ({ url: `${courseUrl(id)}/carry-over`, method: 'POST', body }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Course', id }, ...listTags],
    }),
  }),
});

export const {
  useListCoursesQuery,
  useLazyListCoursesQuery,
  useGetCourseQuery,
  useLazyGetCourseQuery,
  useGetCourseCalendarQuery,
  useGetCourseTimelineQuery,
  useCreateCourseMutation,
  useUpdateCourseMutation,
  useDeleteCourseMutation,
  useRemoveCoursesMutation,
  useAssignContractsMutation,
  useSendAssignNotificationsMutation,
  useCopyCourseMutation,
  useCarryOverCourseMutation,
} = coursesApi;
