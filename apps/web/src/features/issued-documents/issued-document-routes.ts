import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

export const ISSUED_DOCUMENTS_PATH = '/issued-documents';

/** Staff: the register of issued invoices and payment notices. */
export const issuedDocumentRoutes: RouteObject[] = [
  {
    path: 'issued-documents',
    handle: { title: '発行済み書類' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./IssuedDocumentListPage.tsx')).IssuedDocumentListPage }),
  },
];
