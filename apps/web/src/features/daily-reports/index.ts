/** What other features may use of daily-reports: its public surface (the layers test admits no other import). */

export { DailyReportApprovalInbox } from './DailyReportApprovalInbox.tsx';
export { DRIVER_DAILY_REPORT_PATH } from './driver-daily-report-routes.ts';
