import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

/** 傭車 (company staff): others' open offers, the company's own, and the 実運送体制管理簿. */
export const courseOfferRoutes: RouteObject[] = [
  {
    path: 'offers',
    handle: { title: '傭車' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./OffersPage.tsx')).OffersPage }),
  },
];
