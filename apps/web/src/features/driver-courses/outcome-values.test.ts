import { destinationActionInput } from '@rikuun/contract';
import { describe, expect, it } from 'vitest';
import { outcomeValues } from './outcome-values.ts';

describe('outcomeValues', () => {
  it('reads the wished time as Tokyo time and full-width pieces as a number', () => {
    expect(
      outcomeValues('redelivery_requested', {
        reason: ' 連絡あり ',
        redeliveryAt: '2026-11-28T14:00',
        quantity: '3',
      }),
    ).toEqual({
      reason: '連絡あり',
      redeliveryAt: '2026-11-28T14:00:00+09:00',
      deliveredQuantity: undefined,
    });
    expect(
      outcomeValues('partial', { reason: '破損', redeliveryAt: '2026-11-28T14:00', quantity: '２' }),
    ).toEqual({
      reason: '破損',
      redeliveryAt: undefined,
      deliveredQuantity: 2,
    });
  });

  it('leaves what is missing for the contract to name at its field', () => {
    const values = outcomeValues('partial', { reason: '', redeliveryAt: '', quantity: '' });
    const checked = destinationActionInput.safeParse({ type: 'partial', ...values });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'deliveredQuantity',
      'reason',
    ]);
  });
});
