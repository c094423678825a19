import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver's courses and stops on the phone (role driver). */
export const driverCoursesRoutes: RouteObject[] = [
  {
    path: 'driver/courses',
    handle: { title: 'コース' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverCoursesPage.tsx')).DriverCoursesPage }),
  },
  {
    path: 'driver/courses/:courseId',
    handle: { title: 'コース' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverCoursePage.tsx')).DriverCoursePage }),
  },
  {
    path: 'driver/courses/:courseId/stops/:destinationId',
    handle: { title: '配送先' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverStopPage.tsx')).DriverStopPage }),
  },
  {
    path: 'driver/courses/:courseId/stops/:destinationId/complete',
    handle: { title: '完了の記録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverCompletePage.tsx')).DriverCompletePage }),
  },
  {
    path: 'driver/courses/:courseId/stops/:destinationId/outcome/:type',
    handle: { title: '配達結果の記録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverOutcomePage.tsx')).DriverOutcomePage }),
  },
];
