import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** The staff's expense pages (role company_admin). */
export const expenseRoutes: RouteObject[] = [
  {
    path: 'expenses',
    handle: { title: '経費' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ExpensesPage.tsx')).ExpensesPage }),
  },
  {
    path: 'expenses/:id',
    handle: { title: '経費' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ExpenseDetailPage.tsx')).ExpenseDetailPage }),
  },
];
