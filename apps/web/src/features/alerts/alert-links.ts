import type { Alert } from '@rikuun/contract';

/** The page of an alert's subject (driver, vehicle or course detail), or the inbox of approvals waiting. */
export function alertSubjectPath(
  alert: Pick<Alert, 'subjectType' | 'subjectId'> & { kind?: Alert['kind'] },
): string | undefined {
  const id = encodeURIComponent(alert.subjectId);
  // 改善基準告示 findings open the driver's month of 労働時間.
  if (alert.kind === 'working_time_breach' || alert.kind === 'working_time_near')
    return `/working-time/${id}`;
  // Approvals waiting open the staff inbox on the record's tab.
  if (alert.kind === 'expense_approval') return '/approvals?tab=expenses';
  if (alert.kind === 'daily_report_approval') return '/approvals?tab=daily-reports';
  // An adjustment at 8 % is fixed on the month's statement of its client or driver.
  if (alert.kind === 'reduced_tax_rate' && alert.subjectType === 'client')
    return `/month-close/clients/${id}`;
  if (alert.kind === 'reduced_tax_rate' && alert.subjectType === 'driver')
    return `/month-close/drivers/${id}`;
  switch (alert.subjectType) {
    case 'driver':
      return `/drivers/${id}`;
    case 'vehicle':
      return `/vehicles/${id}`;
    case 'course':
      return `/courses/${id}`;
    case 'contract':
      return `/contracts/${id}`;
    case 'client':
      return `/clients/${id}`;
    case 'accident_report':
      return `/accident-reports/${id}`;
    // A contractor's question waits on his payment notice: the register, filtered to open questions.
    case 'payment_notice':
      return '/issued-documents?kind=payment_notice&questionStatus=open';
    default:
      return undefined;
  }
}
