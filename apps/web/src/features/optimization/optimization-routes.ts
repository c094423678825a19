import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** 配車最適化 (company staff): choose the day's stops, drivers and vehicles, optimize, confirm. */
export const optimizationRoutes: RouteObject[] = [
  {
    path: 'optimize',
    handle: { title: '配車最適化' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./OptimizationPage.tsx')).OptimizationPage }),
  },
];
