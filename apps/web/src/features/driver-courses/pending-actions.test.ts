import type { DestinationDetail, DriverCourse } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import {
  applyPendingToCourse,
  mainActionOf,
  nextStopOf,
  pendingActionOf,
  secondaryActionsOf,
} from './pending-actions.ts';

const stop = (id: string, sequence: number, status: DestinationDetail['status']) =>
  ({ id, sequence, status, name: id, actions: [] }) as unknown as DestinationDetail;

const course = (destinations: DestinationDetail[]) =>
  ({
    id: 'c',
    destinationCount: destinations.length,
    completedCount: 0,
    destinations,
  }) as unknown as DriverCourse;

describe('pending actions of the outbox', () => {
  it('reads JSON and multipart action entries, and nothing else', () => {
    expect(
      pendingActionOf({
        kind: 'action',
        url: '/self/destinations/d1/actions',
        body: { json: { type: 'arrived', at: '2026-11-25T01:00:00.000Z', clientActionId: 'a' } },
      }),
    ).toEqual({ destinationId: 'd1', type: 'arrived', at: '2026-11-25T01:00:00.000Z', clientActionId: 'a' });
    expect(
      pendingActionOf({
        kind: 'action',
        url: '/self/destinations/d2/actions',
        body: {
          form: {
            fields: [
              ['type', 'completed'],
              ['clientActionId', 'b'],
            ],
            files: [],
          },
        },
      }),
    ).toMatchObject({ destinationId: 'd2', type: 'completed', clientActionId: 'b' });
    expect(pendingActionOf({ kind: 'attendance', url: '/self/attendances', body: { json: {} } })).toBeNull();
    expect(
      pendingActionOf({
        kind: 'action',
        url: '/self/destinations/d1/actions',
        body: { json: { type: 'x' } },
      }),
    ).toBeNull();
  });

  it('applies waiting actions in order, skips those the server already has, and counts 完了', () => {
    const loaded = course([stop('s1', 1, 'pending'), stop('s2', 2, 'pending'), stop('s3', 3, 'pending')]);
    const shown = applyPendingToCourse(loaded, [
      { destinationId: 's1', type: 'arrived', at: '', clientActionId: 'a' },
      { destinationId: 's1', type: 'completed', at: '', clientActionId: 'b' },
      { destinationId: 's2', type: 'absent', at: '', clientActionId: 'c' },
      // Impossible in sequence: passed over, as the server would refuse it.
      { destinationId: 's2', type: 'waiting_started', at: '', clientActionId: 'd' },
    ]);
    expect(shown.destinations.map((d) => d.status)).toEqual(['completed', 'absent', 'pending']);
    expect(shown.destinations[0]?.waiting).toHaveLength(2);
    expect(shown.completedCount).toBe(1);
    expect(nextStopOf(shown.destinations)?.id).toBe('s3');

    const confirmed = course([
      { ...stop('s1', 1, 'arrived'), actions: [{ clientActionId: 'a' }] } as unknown as DestinationDetail,
    ]);
    const again = applyPendingToCourse(confirmed, [
      { destinationId: 's1', type: 'arrived', at: '', clientActionId: 'a' },
    ]);
    expect(again.destinations[0]).toMatchObject({ status: 'arrived', waiting: [] });
  });

  it('offers one main action by status and the possible others behind it', () => {
    expect(mainActionOf('pending')).toBe('arrived');
    expect(mainActionOf('arrived')).toBe('completed');
    expect(mainActionOf('completed')).toBeNull();
    expect(secondaryActionsOf('pending')).toEqual([
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
    ]);
    expect(secondaryActionsOf('arrived')).not.toContain('completed');
    // After a 不在 the driver may come back (到着), take the parcel back or note a 再配達依頼.
    expect(mainActionOf('absent')).toBe('arrived');
    expect(secondaryActionsOf('absent')).toEqual([
      'redelivery_requested',
      'carried_back',
      'skipped',
      'completed',
    ]);
    expect(mainActionOf('refused')).toBeNull();
    expect(secondaryActionsOf('partial')).toEqual([]);
    expect(secondaryActionsOf('completed')).toEqual([]);
  });
});
