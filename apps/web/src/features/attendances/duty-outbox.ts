import { driverOutbox } from '../driver-app/index.ts';
import { type DutyRecord, pendingRecords } from './duty-now.ts';

/**
 * The attendance records of the outbox, read once per outbox change for every screen that shows the
 * duty (the shell and the duty card): those still waiting, those that left it (with when, so they
 * count until the day is read again), and the last refused one.
 */
export type DutyOutbox = {
  pending: DutyRecord[];
  sent: { record: DutyRecord; leftAt: number }[];
  refused: string | null;
};

let state: DutyOutbox = { pending: [], sent: [], refused: null };
const listeners = new Set<() => void>();
let unsubscribe: (() => void) | undefined;

export async function loadDutyOutbox(): Promise<void> {
  const now = pendingRecords(await driverOutbox.pending());
  const left = state.pending.filter((p) => !now.some((n) => n.at === p.at && n.type === p.type));
  const leftAt = Date.now();
  const rejected = (await driverOutbox.rejected()).filter((e) => e.kind === 'attendance').at(-1);
  state = {
    pending: now,
    sent: [...state.sent, ...left.map((record) => ({ record, leftAt }))],
    refused: rejected ? `${rejected.label}: ${rejected.message}` : null,
  };
  for (const listener of listeners) listener();
}

export function subscribeDutyOutbox(listener: () => void): () => void {
  listeners.add(listener);
  if (!unsubscribe) {
    unsubscribe = driverOutbox.subscribe(() => void loadDutyOutbox());
    void loadDutyOutbox();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      unsubscribe?.();
      unsubscribe = undefined;
    }
  };
}

export const getDutyOutbox = (): DutyOutbox => state;
