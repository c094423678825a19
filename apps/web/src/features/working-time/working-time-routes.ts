import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./working-time-pages.ts');

/** 労働時間 (改善基準告示) pages, company staff. */
export const workingTimeRoutes: RouteObject[] = [
  {
    path: 'working-time',
    handle: { title: '労働時間' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).WorkingTimePage }),
  },
  {
    path: 'working-time/:driverId',
    handle: { title: '労働時間（ドライバー別）' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).WorkingTimeDriverPage }),
  },
];
