import type { CourseMessage, CourseMessages } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** Whose thread: the office's view of a course, or the driver's of his own course. */
export type MessageSide = 'office' | 'driver';

const base = (side: MessageSide, courseId: string) =>
  `${side === 'driver' ? '/self' : ''}/courses/${encodeURIComponent(courseId)}/messages`;

const tagged = api.enhanceEndpoints({ addTagTypes: ['CourseMessage'] });

export const courseMessagesApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    courseMessages: build.query<CourseMessages, { side: MessageSide; courseId: string }>({
      query: ({ side, courseId }) => base(side, courseId),
      providesTags: (_r, _e, { courseId }) => [{ type: 'CourseMessage', id: courseId }],
    }),
    /** A message with its photos (multipart, so photos travel with the text in one request). */
    sendCourseMessage: build.mutation<
      CourseMessage,
      { side: MessageSide; courseId: string; body: string; images: readonly File[] }
    >({
      query: ({ side, courseId, body, images }) => {
        const form = new FormData();
        if (body.trim()) form.append('body', body);
        for (const image of images) form.append('images', image, image.name);
        return { url: base(side, courseId), method: 'POST', body: form };
      },
      // The thread, and the office's alert of unread driver messages.
      invalidatesTags: (_r, _e, { courseId }) => [{ type: 'CourseMessage', id: courseId }, 'Alert'],
    }),
  }),
});

export const { useCourseMessagesQuery, useSendCourseMessageMutation } = courseMessagesApi;
