import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The staff's 点呼記録 (company staff); the driver's side is DutyCard on their home. */
export const attendanceRoutes: RouteObject[] = [
  {
    path: 'roll-calls',
    handle: { title: '点呼記録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./RollCallsPage.tsx')).RollCallsPage }),
  },
];
