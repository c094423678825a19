import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./client-pages.ts');

/** The client pages (company staff); a client's bases are edited on its detail page. */
export const clientRoutes: RouteObject[] = [
  {
    path: 'clients',
    handle: { title: '取引先一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ClientListPage }),
  },
  {
    path: 'clients/new',
    handle: { title: '取引先の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ClientCreatePage }),
  },
  { path: 'clients/:id', lazy: async () => ({ Component: (await pages()).ClientDetailPage }) },
  {
    path: 'clients/:id/edit',
    handle: { title: '取引先の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ClientEditPage }),
  },
];
