import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The system administrator's コース割当. */
export const systemAdminCourseRoutes: RouteObject[] = [
  {
    path: 'system-admin/courses',
    handle: { title: 'コース割当' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./SystemAdminCoursesPage.tsx')).SystemAdminCoursesPage }),
  },
];
