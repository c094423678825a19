import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./import-setting-pages.ts');

/** 取込設定 (company staff). */
export const importSettingRoutes: RouteObject[] = [
  {
    path: 'import-settings',
    handle: { title: '取込設定' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ImportSettingListPage }),
  },
  {
    path: 'import-settings/new',
    handle: { title: '取込設定の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ImportSettingCreatePage }),
  },
  {
    path: 'import-settings/:id',
    lazy: async () => ({ Component: (await pages()).ImportSettingDetailPage }),
  },
  {
    path: 'import-settings/:id/edit',
    handle: { title: '取込設定の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ImportSettingEditPage }),
  },
];
