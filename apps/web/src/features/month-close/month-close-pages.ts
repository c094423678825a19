/** The month close pages as one lazily loaded chunk (see app/router.tsx). */
export { MonthClosePage } from './MonthClosePage.tsx';
export { ClientStatementPage, DriverStatementPage } from './StatementDetailPage.tsx';
