import { describe, expect, it } from 'vitest';
import { possibleActionTypes, suggestedActionType } from './action-choice.ts';

describe('possibleActionTypes', () => {
  it('offers every action on an open stop', () => {
    expect(possibleActionTypes('pending')).toHaveLength(9);
  });
  it('offers only what may follow 不在, and nothing on a finished or carried-over stop', () => {
    expect(possibleActionTypes('absent')).toEqual(['arrived', 'completed', 'skipped']);
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
