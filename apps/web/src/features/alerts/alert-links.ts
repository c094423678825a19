import type { Alert } from '@rikuun/contract';

/** The page of an alert's subject (driver, vehicle or course detail); kinds added later link their own. */
export function alertSubjectPath(
  alert: Pick<Alert, 'subjectType' | 'subjectId'> & { kind?: Alert['kind'] },
): string | undefined {
  const id = encodeURIComponent(alert.subjectId);
  // 改善基準告示 findings open the driver's month of 労働時間.
  if (alert.kind === 'working_time_breach' || alert.kind === 'working_time_near')
    return `/working-time/${id}`;
  switch (alert.subjectType) {
    case 'driver':
      return `/drivers/${id}`;
    case 'vehicle':
      return `/vehicles/${id}`;
    case 'course':
      return `/courses/${id}`;
    default:
      return undefined;
  }
}
