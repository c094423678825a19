import type { RouteObject } from 'react-router';
import type { RouteHandle } from '../../components/RouteTitle.tsx';

const pages = () => import('./accident-report-pages.ts');

/** The accident report pages (company staff). */
export const accidentReportRoutes: RouteObject[] = [
  {
    path: 'accident-reports',
    handle: { title: '事故報告' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).AccidentReportListPage }),
  },
  {
    path: 'accident-reports/new',
    handle: { title: '事故の報告' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).AccidentReportCreatePage }),
  },
  {
    path: 'accident-reports/:id',
    lazy: async () => ({ Component: (await pages()).AccidentReportDetailPage }),
  },
  {
    path: 'accident-reports/:id/edit',
    handle: { title: '事故報告の編集' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await pages()).AccidentReportEditPage }),
  },
];
