import type { Alert } from '@rikuun/contract';

/** The page of an alert's subject (driver, vehicle or course detail); kinds added later link their own. */
export function alertSubjectPath(alert: Pick<Alert, 'subjectType' | 'subjectId'>): string | undefined {
  const id = encodeURIComponent(alert.subjectId);
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
