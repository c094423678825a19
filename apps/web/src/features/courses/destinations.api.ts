import type {
  Destination,
  DestinationAction,
  DestinationActionValues,
  DestinationDetail,
  DestinationValues,
  ListResponse,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';

const courseDestinations = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/destinations`;
const destinationActions = (destId: string) => `/destinations/${encodeURIComponent(destId)}/actions`;

/** A course's stop list: one tag per course, so a write refreshes only that course's list. */
const listTag = (courseId: string) => ({ type: 'Destination' as const, id: `COURSE-${courseId}` });

/**
 * What a change to a course's stops makes stale: the stop list (statuses, ETAs), the course (its
 * counts and status), the course lists and the 配車表 (progress on the cards).
 */
const courseChanged = (courseId: string) => [
  listTag(courseId),
  { type: 'Course' as const, id: courseId },
  { type: 'Course' as const, id: 'LIST' },
  'CourseCalendar' as const,
];

type CourseRef = { courseId: string };

export const destinationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listDestinations: build.query<ListResponse<DestinationDetail>, string>({
      query: (courseId) => ({ url: courseDestinations(courseId), params: { perPage: 1000 } }),
      // The course's tag too: a change to the course (start time, carry-over) changes its stops' ETAs
      // and statuses.
      providesTags: (_result, _error, courseId) => [listTag(courseId), { type: 'Course', id: courseId }],
    }),
    createDestination: build.mutation<Destination, CourseRef & { body: DestinationValues }>({
      query: ({ courseId, body }) => ({ url: courseDestinations(courseId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { courseId }) => courseChanged(courseId),
    }),
    updateDestination: build.mutation<Destination, CourseRef & { id: string; body: DestinationValues }>({
      query: ({ courseId, id, body }) => ({
        url: `${courseDestinations(courseId)}/${encodeURIComponent(id)}`,
        method: 'PUT',
        body,
      }),
      invalidatesTags: (_r, _e, { courseId }) => courseChanged(courseId),
    }),
    deleteDestination: build.mutation<void, CourseRef & { id: string }>({
      query: ({ courseId, id }) => ({
        url: `${courseDestinations(courseId)}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { courseId }) => courseChanged(courseId),
    }),
    /**
     * One request with every stop id in the new order. The list shows the new order at once and
     * then takes the server's answer (new sequences and ETAs); a refusal puts the old order back.
     */
    reorderDestinations: build.mutation<ListResponse<DestinationDetail>, CourseRef & { ids: string[] }>({
      query: ({ courseId, ids }) => ({
        url: `${courseDestinations(courseId)}/actions/reorder`,
        method: 'POST',
        body: { ids },
      }),
      async onQueryStarted({ courseId, ids }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          destinationsApi.util.updateQueryData('listDestinations', courseId, (list) => {
            const byId = new Map(list.data.map((d) => [d.id, d]));
            const reordered = ids.flatMap((id) => byId.get(id) ?? []);
            if (reordered.length === list.data.length) list.data = reordered;
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(destinationsApi.util.upsertQueryData('listDestinations', courseId, data));
        } catch {
          optimistic.undo();
        }
      },
      // Nothing else shows the order; the answer already holds the new sequences and ETAs.
    }),
    /** Staff recording an action for a stop (a call the driver forgot, a correction). */
    recordAction: build.mutation<
      DestinationAction,
      CourseRef & { destId: string; body: DestinationActionValues }
    >({
      query: ({ destId, body }) => ({ url: destinationActions(destId), method: 'POST', body }),
      invalidatesTags: (_r, _e, { courseId }) => courseChanged(courseId),
    }),
    /** Staff removing a wrong action; the stop's status follows the actions left. */
    deleteAction: build.mutation<void, CourseRef & { destId: string; id: string }>({
      query: ({ destId, id }) => ({
        url: `${destinationActions(destId)}/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: (_r, _e, { courseId }) => courseChanged(courseId),
    }),
  }),
});

export const {
  useListDestinationsQuery,
  useCreateDestinationMutation,
  useUpdateDestinationMutation,
  useDeleteDestinationMutation,
  useReorderDestinationsMutation,
  useRecordActionMutation,
  useDeleteActionMutation,
} = destinationsApi;
