import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** コース取込 (company staff). */
export const courseImportRoutes: RouteObject[] = [
  {
    path: 'courses/import',
    handle: { title: 'コース取込' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./CourseImportPage.tsx')).CourseImportPage }),
  },
];
