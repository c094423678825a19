import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver app's own pages (role driver). */
export const driverAppRoutes: RouteObject[] = [
  {
    path: 'driver/outbox',
    handle: { title: '送信待ち' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./OutboxPage.tsx')).OutboxPage }),
  },
];
