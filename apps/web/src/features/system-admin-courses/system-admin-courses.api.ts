import type {
  ListResponse,
  PlatformCourse,
  PlatformCourseImportInput,
  PlatformCourseImportResult,
  PlatformCourseListQuery,
} from '@rikuun/contract';
import { api } from '../../lib/api.ts';
import { PLATFORM_COURSES } from '../routing-source/index.ts';

const ROWS = { type: 'RoutingSource', id: 'LIST' } as const;

export const systemAdminCoursesApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPlatformCourses: build.query<ListResponse<PlatformCourse>, PlatformCourseListQuery>({
      query: (params) => ({ url: '/system-admin/courses', params }),
      providesTags: [PLATFORM_COURSES],
    }),
    importPlatformCourses: build.mutation<PlatformCourseImportResult, PlatformCourseImportInput>({
      query: (body) => ({ url: '/system-admin/courses/import', method: 'POST', body }),
      invalidatesTags: [PLATFORM_COURSES, ROWS],
    }),
    assignPlatformCourse: build.mutation<PlatformCourse, { id: string; companyId: string }>({
      query: ({ id, companyId }) => ({
        url: `/system-admin/courses/${encodeURIComponent(id)}/assign-company`,
        method: 'POST',
        body: { companyId },
      }),
      invalidatesTags: [PLATFORM_COURSES],
    }),
  }),
});

export const {
  useListPlatformCoursesQuery,
  useLazyListPlatformCoursesQuery,
  useImportPlatformCoursesMutation,
  useAssignPlatformCourseMutation,
} = systemAdminCoursesApi;
