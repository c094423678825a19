import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

// The pages load on demand, as one chunk: the first load carries only these route entries.
const pages = () => import('./vehicle-pages.ts');

/** The vehicle pages (company staff). */
export const vehicleRoutes: RouteObject[] = [
  {
    path: 'vehicles',
    handle: { title: '車両一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).VehicleListPage }),
  },
  {
    path: 'vehicles/new',
    handle: { title: '車両の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).VehicleCreatePage }),
  },
  {
    path: 'vehicles/:id',
    lazy: async () => ({ Component: (await pages()).VehicleDetailPage }),
  },
  {
    path: 'vehicles/:id/edit',
    handle: { title: '車両の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).VehicleEditPage }),
  },
];
