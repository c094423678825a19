import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./group-pages.ts');

/** The group pages (company staff). */
export const groupRoutes: RouteObject[] = [
  {
    path: 'groups',
    handle: { title: 'グループ一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).GroupListPage }),
  },
  {
    path: 'groups/new',
    handle: { title: 'グループの登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).GroupCreatePage }),
  },
  {
    path: 'groups/:id',
    lazy: async () => ({ Component: (await pages()).GroupDetailPage }),
  },
  {
    path: 'groups/:id/edit',
    handle: { title: 'グループの編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).GroupEditPage }),
  },
];
