import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver's 日報 page (role driver): `/driver/daily-report?date=`. */
export const DRIVER_DAILY_REPORT_PATH = '/driver/daily-report';
export const driverDailyReportRoutes: RouteObject[] = [
  {
    path: 'driver/daily-report',
    handle: { title: '日報' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverDailyReportPage.tsx')).DriverDailyReportPage }),
  },
];
