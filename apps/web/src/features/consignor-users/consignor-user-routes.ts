import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The consignor user's own user management (荷主ユーザー). */
export const consignorUserRoutes: RouteObject[] = [
  {
    path: 'consignor/users',
    handle: { title: '荷主ユーザー' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ConsignorUsersPage.tsx')).ConsignorUsersPage }),
  },
];
