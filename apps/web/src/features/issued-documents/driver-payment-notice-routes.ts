import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

export const PAYMENT_NOTICES_PATH = '/driver/payment-notices';

/** Drivers: their own payment notices, to confirm. */
export const driverPaymentNoticeRoutes: RouteObject[] = [
  {
    path: 'driver/payment-notices',
    handle: { title: '支払通知書' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./PaymentNoticesPage.tsx')).PaymentNoticesPage }),
  },
];
