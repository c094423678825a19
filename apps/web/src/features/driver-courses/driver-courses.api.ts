import type { DriverCoursesResponse } from '@rikuun/contract';
import { api } from '../../lib/api.ts';

/** GET /v1/self/courses: the signed-in driver's courses of a date. Writes go through the outbox. */
export const driverCoursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOwnCourses: build.query<DriverCoursesResponse, string>({
      query: (deliveryDate) => ({ url: '/self/courses', params: { deliveryDate } }),
      providesTags: (_r, _e, date) => [{ type: 'Course', id: `SELF-${date}` }],
    }),
  }),
});

export const { useGetOwnCoursesQuery } = driverCoursesApi;
