import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

// The pages load on demand, as one chunk: the first load carries only these route entries.
const pages = () => import('./company-pages.ts');

/** The system administrator's company pages. */
export const companyRoutes: RouteObject[] = [
  {
    path: 'companies',
    handle: { title: '運送会社一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).CompanyListPage }),
  },
  {
    path: 'companies/new',
    handle: { title: '運送会社の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).CompanyCreatePage }),
  },
  {
    path: 'companies/:id',
    lazy: async () => ({ Component: (await pages()).CompanyDetailPage }),
  },
  {
    path: 'companies/:id/edit',
    handle: { title: '運送会社の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).CompanyEditPage }),
  },
];
