import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The live map of the drivers' positions (company staff). */
export const locationRoutes: RouteObject[] = [
  {
    path: 'live-map',
    handle: { title: '位置情報' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./LiveMapPage.tsx')).LiveMapPage }),
  },
];
