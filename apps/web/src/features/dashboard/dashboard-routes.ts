import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The company admin's home. */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { title: 'ダッシュボード' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DashboardPage.tsx')).DashboardPage }),
  },
];
