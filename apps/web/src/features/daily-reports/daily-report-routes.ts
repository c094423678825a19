import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The staff's 日報 pages (role company_admin). */
export const dailyReportRoutes: RouteObject[] = [
  {
    path: 'daily-reports',
    handle: { title: '日報' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DailyReportListPage.tsx')).DailyReportListPage }),
  },
  {
    path: 'daily-reports/:id',
    lazy: async () => ({ Component: (await import('./DailyReportDetailPage.tsx')).DailyReportDetailPage }),
  },
];
