import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

export const ISSUED_DOCUMENTS_PATH = '/issued-documents';
export const PAYMENT_NOTICES_PATH = '/driver/payment-notices';

/** Staff: the register of issued invoices and payment notices. */
export const issuedDocumentRoutes: RouteObject[] = [
  {
    path: 'issued-documents',
    handle: { title: '発行済み書類' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./IssuedDocumentListPage.tsx')).IssuedDocumentListPage }),
  },
];

/** Drivers: their own payment notices, to confirm. */
export const driverPaymentNoticeRoutes: RouteObject[] = [
  {
    path: 'driver/payment-notices',
    handle: { title: '支払通知書' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./PaymentNoticesPage.tsx')).PaymentNoticesPage }),
  },
];
