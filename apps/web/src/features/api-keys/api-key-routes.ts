import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** APIキー (company staff): keys of the outside integration, loaded on demand. */
export const apiKeyRoutes: RouteObject[] = [
  {
    path: 'settings/api-keys',
    handle: { title: '外部システム連携' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ApiKeysPage.tsx')).ApiKeysPage }),
  },
];
