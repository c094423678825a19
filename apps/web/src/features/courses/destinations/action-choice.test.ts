import { describe, expect, it } from 'vitest';
import { possibleActionTypes, suggestedActionType } from './action-choice.ts';

describe('possibleActionTypes', () => {
  it('offers every action on an open stop', () => {
    // 9 actions and the 4 outcomes beside 不在.
    expect(possibleActionTypes('pending')).toHaveLength(13);
  });
  it('offers only what may follow 不在, and nothing on a finished or carried-over stop', () => {
    expect(possibleActionTypes('absent')).toEqual([
      'arrived',
      'completed',
      'skipped',
      'carried_back',
      'redelivery_requested',
    ]);
    expect(possibleActionTypes('refused')).toEqual([]);
    expect(possibleActionTypes('completed')).toEqual([]);
    expect(possibleActionTypes('carried_over')).toEqual([]);
  });
});

describe('suggestedActionType', () => {
  it('suggests arrival first, then completion', () => {
    expect(suggestedActionType('pending')).toBe('arrived');
    expect(suggestedActionType('arrived')).toBe('completed');
    expect(suggestedActionType('absent')).toBe('completed');
  });
  it('suggests nothing when nothing can be recorded', () => {
    expect(suggestedActionType('skipped')).toBeNull();
  });
});
