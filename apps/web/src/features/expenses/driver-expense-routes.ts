import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The driver's expense pages on the phone (role driver). */
export const driverExpenseRoutes: RouteObject[] = [
  {
    path: 'driver/expenses',
    handle: { title: '経費' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverExpensesPage.tsx')).DriverExpensesPage }),
  },
  {
    path: 'driver/expenses/new',
    handle: { title: '経費を登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverExpenseFormPage.tsx')).DriverExpenseFormPage }),
  },
  {
    path: 'driver/expenses/:id/edit',
    handle: { title: '経費を直す' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./DriverExpenseFormPage.tsx')).DriverExpenseFormPage }),
  },
];
