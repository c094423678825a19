/** The accident report pages as one lazily loaded chunk (see app/router.tsx). */
export { AccidentReportCreatePage } from './AccidentReportCreatePage.tsx';
export { AccidentReportDetailPage } from './AccidentReportDetailPage.tsx';
export { AccidentReportEditPage } from './AccidentReportEditPage.tsx';
export { AccidentReportListPage } from './AccidentReportListPage.tsx';
