import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./contract-pages.ts');

/** The contract pages (company staff). */
export const contractRoutes: RouteObject[] = [
  {
    path: 'contracts',
    handle: { title: '契約一覧' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ContractListPage }),
  },
  {
    path: 'contracts/new',
    handle: { title: '契約の登録' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ContractCreatePage }),
  },
  { path: 'contracts/:id', lazy: async () => ({ Component: (await pages()).ContractDetailPage }) },
  {
    path: 'contracts/:id/edit',
    handle: { title: '契約の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).ContractEditPage }),
  },
];
