import { daysBetween } from '@rikuun/contract';

/** How soon the 車検 runs out; `soon` is within 30 days, the expiry day itself included. */
export type InspectionStatus =
  | { kind: 'expired' }
  | { kind: 'soon'; daysLeft: number }
  | { kind: 'ok' }
  | { kind: 'none' };

export const INSPECTION_WARNING_DAYS = 30;

export function inspectionStatus(expiresOn: string | null, today: string): InspectionStatus {
  if (!expiresOn) return { kind: 'none' };
  const daysLeft = daysBetween(today, expiresOn);
  if (daysLeft < 0) return { kind: 'expired' };
  if (daysLeft <= INSPECTION_WARNING_DAYS) return { kind: 'soon', daysLeft };
  return { kind: 'ok' };
}
