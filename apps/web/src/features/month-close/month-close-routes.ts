import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./month-close-pages.ts');

/** 月次締め (company staff): the month's list and one client's or driver's month. */
export const monthCloseRoutes: RouteObject[] = [
  {
    path: 'month-close',
    handle: { title: '月次締め' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).MonthClosePage }),
  },
  {
    path: 'month-close/clients/:clientId',
    lazy: async () => ({ Component: (await pages()).ClientStatementPage }),
  },
  {
    path: 'month-close/drivers/:driverId',
    lazy: async () => ({ Component: (await pages()).DriverStatementPage }),
  },
];
