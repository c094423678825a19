import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The alerts page (company staff), loaded on demand. */
export const alertRoutes: RouteObject[] = [
  {
    path: 'alerts',
    handle: { title: 'アラート' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./AlertsPage.tsx')).AlertsPage }),
  },
];
