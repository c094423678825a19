import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** 自社設定 (company staff), loaded on demand. */
export const companySettingsRoutes: RouteObject[] = [
  {
    path: 'settings/company',
    handle: { title: '自社設定' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./CompanySettingsPage.tsx')).CompanySettingsPage,
    }),
  },
];
