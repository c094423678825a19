import { describe, expect, it } from 'vitest';
import { actionFormSchema, newActionValues } from './action-form.ts';

describe('actionFormSchema', () => {
  it('turns the Tokyo time of the field into an instant', () => {
    const parsed = actionFormSchema.parse({ type: 'completed', at: '2026-01-05T09:20', memo: null });
    expect(parsed).toEqual({
      type: 'completed',
      at: '2026-01-05T00:20:00.000Z',
      memo: null,
      reason: null,
      redeliveryAt: null,
      deliveredQuantity: null,
    });
    const redelivery = actionFormSchema.parse({
      type: 'redelivery_requested',
      at: '2026-01-05T09:20',
      reason: '連絡あり',
      redeliveryAt: '2026-01-06T14:00',
    });
    expect(redelivery.redeliveryAt).toBe('2026-01-06T05:00:00.000Z');
    const partial = actionFormSchema.safeParse({ type: 'partial', at: '2026-01-05T09:20', reason: '破損' });
    expect(partial.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['deliveredQuantity', '配達した個数を入力してください'],
    ]);
  });
  it('says in Japanese when the time is empty or in the future', () => {
    const empty = actionFormSchema.safeParse({ type: 'arrived', at: '', memo: null });
    expect(empty.error?.issues[0]?.message).toBe('日時を入力してください');
    const future = actionFormSchema.safeParse({ type: 'arrived', at: '2999-01-01T09:00', memo: null });
    expect(future.error?.issues[0]?.message).toBe('日時に未来の日時は指定できません');
  });
  it('starts at the present minute', () => {
    const values = newActionValues('arrived', new Date('2026-01-05T00:20:30Z'));
    expect(values).toEqual({
      type: 'arrived',
      at: '2026-01-05T09:20',
      memo: null,
      reason: null,
      redeliveryAt: null,
      deliveredQuantity: null,
    });
  });
});
