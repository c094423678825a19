import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The 配車表 and the course list (company staff); a course's own pages are in course-routes. */
export const dispatchRoutes: RouteObject[] = [
  {
    path: 'dispatch',
    handle: { title: '配車表' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DispatchPage.tsx')).DispatchPage }),
  },
  {
    path: 'courses',
    handle: { title: 'コース一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./CoursesListPage.tsx')).CoursesListPage }),
  },
];
