import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** Account pages of every signed-in role. */
export const accountRoutes: RouteObject[] = [
  {
    path: 'set-password',
    handle: { title: 'パスワードの設定' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./SetPasswordPage.tsx')).SetPasswordPage }),
  },
];
