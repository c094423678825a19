import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The consignor user's お届けマップ. */
export const consignorMapRoutes: RouteObject[] = [
  {
    path: 'consignor/map',
    handle: { title: 'お届けマップ' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ConsignorMapPage.tsx')).ConsignorMapPage }),
  },
];
