import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** 承認待ち (company staff): the inbox of expenses and daily reports drivers sent for approval. */
export const approvalRoutes: RouteObject[] = [
  {
    path: 'approvals',
    handle: { title: '承認待ち' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./ApprovalsPage.tsx')).ApprovalsPage }),
  },
];
