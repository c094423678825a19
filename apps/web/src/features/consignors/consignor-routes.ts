import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./consignor-pages.ts');

/** The system administrator's consignor pages. */
export const consignorRoutes: RouteObject[] = [
  {
    path: 'consignors',
    handle: { title: '荷主一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ConsignorListPage }),
  },
  {
    path: 'consignors/new',
    handle: { title: '荷主の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ConsignorCreatePage }),
  },
  {
    path: 'consignors/:id',
    lazy: async () => ({ Component: (await pages()).ConsignorDetailPage }),
  },
  {
    path: 'consignors/:id/edit',
    handle: { title: '荷主の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ConsignorEditPage }),
  },
];
