import {
  type DestinationActionType,
  type DestinationDetail,
  type DestinationStatus,
  type DriverCourse,
  destinationActionTypes,
  finishedDestinationStatuses,
  nextDestinationStatus,
} from '@rikuun/contract';
import type { OutboxRequest } from '../driver-app/index.ts';

/** An action the phone recorded that the server has not confirmed yet (it waits in the outbox). */
export type PendingAction = {
  destinationId: string;
  type: DestinationActionType;
  at: string;
  clientActionId: string;
};

const ACTION_URL = /^\/self\/destinations\/([^/]+)\/actions$/;

/** Reads an outbox entry back as an action; other kinds (attendance, positions) are not actions. */
export function pendingActionOf(entry: Pick<OutboxRequest, 'kind' | 'url' | 'body'>): PendingAction | null {
  const match = entry.kind === 'action' ? ACTION_URL.exec(entry.url) : null;
  if (!match?.[1]) return null;
  const values: Record<string, unknown> =
    'json' in entry.body
      ? ((entry.body.json ?? {}) as Record<string, unknown>)
      : Object.fromEntries(entry.body.form.fields);
  const type = values.type as DestinationActionType;
  if (!destinationActionTypes.includes(type)) return null;
  return {
    destinationId: decodeURIComponent(match[1]),
    type,
    at: typeof values.at === 'string' ? values.at : '',
    clientActionId: typeof values.clientActionId === 'string' ? values.clientActionId : '',
  };
}

/** The stop as the driver should see it: its status after the actions still on their way. */
export function applyPending(
  stop: DestinationDetail,
  pending: readonly PendingAction[],
): DestinationDetail & { waiting: PendingAction[] } {
  const known = new Set(stop.actions.map((a) => a.clientActionId).filter(Boolean));
  const waiting = pending.filter((p) => p.destinationId === stop.id && !known.has(p.clientActionId));
  let status: DestinationStatus = stop.status;
  for (const p of waiting) status = nextDestinationStatus(status, p.type) ?? status;
  return { ...stop, status, waiting };
}

export type ShownStop = ReturnType<typeof applyPending>;
export type ShownCourse = Omit<DriverCourse, 'destinations'> & { destinations: ShownStop[] };

export const isFinished = (status: DestinationStatus) => finishedDestinationStatuses.includes(status);

/** The course with the pending actions applied; its 完了 count includes the stops done on the phone. */
export function applyPendingToCourse(course: DriverCourse, pending: readonly PendingAction[]): ShownCourse {
  const destinations = course.destinations.map((d) => applyPending(d, pending));
  const completedCount = destinations.filter((d) => d.status === 'completed').length;
  return { ...course, destinations, completedCount };
}

/** The next stop: the first in sequence not finished; null when every stop is done. */
export function nextStopOf<T extends { status: DestinationStatus }>(stops: readonly T[]): T | null {
  return stops.find((s) => !isFinished(s.status)) ?? null;
}

/** The one main action of a stop by its status, with the others behind a menu. */
export function mainActionOf(status: DestinationStatus): DestinationActionType | null {
  if (status === 'pending' || status === 'absent' || status === 'carried_back') return 'arrived';
  if (status === 'redelivery_requested') return 'arrived';
  if (status === 'arrived') return 'completed';
  return null;
}

/** Secondary actions possible from the status, in the order the driver meets them. */
export function secondaryActionsOf(status: DestinationStatus): DestinationActionType[] {
  const main = mainActionOf(status);
  const order: DestinationActionType[] = [
    'work_started',
    'waiting_started',
    'waiting_ended',
    'loading_started',
    'loading_ended',
    'absent',
    'partial',
    'redelivery_requested',
    'carried_back',
    'refused',
    'skipped',
    'completed',
  ];
  return order.filter((type) => type !== main && nextDestinationStatus(status, type) !== null);
}
