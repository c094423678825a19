import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./driver-pages.ts');

/** The driver pages (company staff). */
export const driverRoutes: RouteObject[] = [
  {
    path: 'drivers',
    handle: { title: 'ドライバー一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).DriverListPage }),
  },
  {
    path: 'drivers/new',
    handle: { title: 'ドライバーの登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).DriverCreatePage }),
  },
  {
    path: 'drivers/:id',
    lazy: async () => ({ Component: (await pages()).DriverDetailPage }),
  },
  {
    path: 'drivers/:id/edit',
    handle: { title: 'ドライバーの編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).DriverEditPage }),
  },
];
