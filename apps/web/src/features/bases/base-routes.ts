import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./base-pages.ts');

/** The base pages (company staff). */
export const baseRoutes: RouteObject[] = [
  {
    path: 'bases',
    handle: { title: '拠点一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).BaseListPage }),
  },
  {
    path: 'bases/new',
    handle: { title: '拠点の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).BaseCreatePage }),
  },
  { path: 'bases/:id', lazy: async () => ({ Component: (await pages()).BaseDetailPage }) },
  {
    path: 'bases/:id/edit',
    handle: { title: '拠点の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).BaseEditPage }),
  },
];
