import {
  type DailyReport,
  type DailyReportDayFacts,
  type DailyReportDraft,
  type DailyReportInput,
  type MissingItem,
  missingDailyReportItems,
} from '@rikuun/contract';
import type { DeepPartial } from 'react-hook-form';
import { pad, partsOf } from '../../lib/format.ts';

/** An instant as the value of a datetime-local input, in Tokyo time (2026-11-20T06:00), or ''. */
export function toLocalInput(instant: string | null | undefined): string {
  if (!instant) return '';
  const p = partsOf(instant);
  return p ? `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}` : '';
}

/** A datetime-local value (Tokyo wall clock) as an instant with its offset, or null when empty. */
export function fromLocalInput(value: string): string | null {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : null;
}

type Source = DailyReport | DailyReportDraft;

/** The driver form's values from a saved report or from the prefilled draft. */
export function formValuesOf(source: Source): DailyReportInput {
  return {
    date: source.date,
    contractId: source.contractId,
    vehicleId: source.vehicleId,
    startAt: source.startAt,
    endAt: source.endAt,
    startPlace: source.startPlace,
    endPlace: source.endPlace,
    startOdometerKm: source.startOdometerKm,
    endOdometerKm: source.endOdometerKm,
    breaks: source.breaks,
    waypoints: source.waypoints,
    driverChanges: source.driverChanges,
    loadStatus: source.loadStatus,
    waitingRecords: source.waitingRecords,
    loadingWork: source.loadingWork,
    accidentOrDelay: source.accidentOrDelay,
    instructions: source.instructions,
    quantity: source.quantity,
    memo: source.memo,
  };
}

/** A new break: noon of the report's day, or now when that is still ahead (a break is a past event). */
export function emptyBreak(date: string, now = Date.now()) {
  const noon = Date.parse(`${date}T12:00:00+09:00`);
  const start = new Date(Math.floor(Math.min(noon, now) / 60_000) * 60_000).toISOString();
  return { start, end: null, place: null };
}
/** A new 運転交替: now, rounded to the minute (a change is recorded as it happens). */
export const emptyDriverChange = (now = Date.now()) => ({
  place: null,
  at: new Date(Math.floor(now / 60_000) * 60_000).toISOString(),
});
export const emptyWaiting = () => ({
  place: null,
  arrivedAt: null,
  departedAt: null,
  loadingStartAt: null,
  loadingEndAt: null,
  shipperConfirmed: false,
});
export const emptyLoading = () => ({
  place: null,
  startAt: null,
  endAt: null,
  description: null,
  shipperConfirmed: false,
});

/**
 * The 乗務記録 items the form's values still lack (the rule approval applies), with the day's facts
 * the server gave and the track's distance; the values are read as typed (empty is missing).
 */
export function missingInForm(
  v: DeepPartial<DailyReportInput>,
  trackDistanceKm: number | null,
  facts: DailyReportDayFacts,
): MissingItem[] {
  return missingDailyReportItems(
    {
      vehicleId: v.vehicleId ?? null,
      startAt: v.startAt ?? null,
      endAt: v.endAt ?? null,
      startPlace: v.startPlace ?? null,
      endPlace: v.endPlace ?? null,
      startOdometerKm: v.startOdometerKm ?? null,
      endOdometerKm: v.endOdometerKm ?? null,
      trackDistanceKm,
      waypoints: v.waypoints ?? null,
      breaks: (v.breaks ?? []).map((b) => ({
        start: b?.start ?? '',
        end: b?.end ?? null,
        place: b?.place ?? null,
      })),
      driverChanges: (v.driverChanges ?? []).map((c) => ({ at: c?.at ?? '', place: c?.place ?? null })),
      loadStatus: v.loadStatus ?? null,
      waitingRecords: (v.waitingRecords ?? []).map((w) => ({
        place: w?.place ?? null,
        arrivedAt: w?.arrivedAt ?? null,
        departedAt: w?.departedAt ?? null,
        loadingStartAt: w?.loadingStartAt ?? null,
        loadingEndAt: w?.loadingEndAt ?? null,
        shipperConfirmed: w?.shipperConfirmed ?? false,
      })),
      loadingWork: (v.loadingWork ?? []).map((l) => ({
        place: l?.place ?? null,
        startAt: l?.startAt ?? null,
        endAt: l?.endAt ?? null,
        description: l?.description ?? null,
        shipperConfirmed: l?.shipperConfirmed ?? false,
      })),
      accidentOrDelay: v.accidentOrDelay ?? null,
    },
    facts,
  );
}
