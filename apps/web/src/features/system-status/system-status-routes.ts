import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The system administrator's 稼働状況 and エラー (システム管理). */
export const systemStatusRoutes: RouteObject[] = [
  {
    path: 'system-admin/status',
    handle: { title: '稼働状況' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./SystemStatusPage.tsx')).SystemStatusPage }),
  },
  {
    path: 'system-admin/errors',
    handle: { title: 'エラー' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./SystemErrorsPage.tsx')).SystemErrorsPage }),
  },
];
