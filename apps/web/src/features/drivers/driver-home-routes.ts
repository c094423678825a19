import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver's own pages (role driver). */
export const driverHomeRoutes: RouteObject[] = [
  {
    path: 'home',
    handle: { title: 'ホーム' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverHomePage.tsx')).DriverHomePage }),
  },
];
