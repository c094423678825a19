import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver's 「事故を報告」 on the phone (role driver). */
export const driverAccidentReportRoutes: RouteObject[] = [
  {
    path: 'driver/accident-reports/new',
    handle: { title: '事故を報告' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./DriverAccidentReportPage.tsx')).DriverAccidentReportPage,
    }),
  },
];
