import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The consignor user's delivery data (配送データ). */
export const routingSourceRoutes: RouteObject[] = [
  {
    path: 'consignor/routing-source',
    handle: { title: '配送データ' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./RoutingSourcePage.tsx')).RoutingSourcePage }),
  },
];
