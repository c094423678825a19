import { describe, expect, it, vi } from 'vitest';
import { applyFieldErrors, fieldErrorsOf, flattenValidationErrors, isKnownField } from './form-errors.ts';

describe('flattenValidationErrors', () => {
  it('joins nested properties with dots and array items by index', () => {
    const flat = flattenValidationErrors([
      { property: 'memo', constraints: { maxLength: 'メモは2000文字以内で入力してください' }, children: [] },
      {
        property: 'details',
        children: [
          {
            property: 'witness',
            children: [
              {
                property: 'name',
                constraints: { required: '氏名を入力してください', maxLength: '長すぎます' },
                children: [],
              },
            ],
          },
        ],
      },
      {
        property: 'images',
        children: [{ property: '0', constraints: { type: '画像の形式が正しくありません' }, children: [] }],
      },
    ]);
    expect(flat).toEqual({
      memo: ['メモは2000文字以内で入力してください'],
      'details.witness.name': ['氏名を入力してください', '長すぎます'],
      'images.0': ['画像の形式が正しくありません'],
    });
  });

  it('keeps a parent message next to its children', () => {
    const flat = flattenValidationErrors([
      {
        property: 'taskMasterIds',
        constraints: { max: '多すぎます' },
        children: [{ property: '1', constraints: { uuid: '形式' }, children: [] }],
      },
    ]);
    expect(flat).toEqual({ taskMasterIds: ['多すぎます'], 'taskMasterIds.1': ['形式'] });
  });

  it('answers nothing for an empty list', () => {
    expect(flattenValidationErrors([])).toEqual({});
  });
});

describe('fieldErrorsOf', () => {
  it('reads the errors tree of a 409 conflict on one field', () => {
    const conflict = {
      statusCode: 409,
      error: 'conflict',
      message: 'この登録番号は既に登録されています',
      errors: [
        {
          property: 'registrationNumber',
          constraints: { unique: 'この登録番号は既に登録されています' },
          children: [],
        },
      ],
    };
    expect(fieldErrorsOf(conflict)).toEqual({ registrationNumber: ['この登録番号は既に登録されています'] });
  });

  it('answers undefined for bodies without field errors', () => {
    for (const body of [
      undefined,
      null,
      '<html>',
      { statusCode: 409, error: 'conflict', message: '使用中のため削除できません' },
      { errors: 'x' },
      { errors: [{ property: 1 }] },
      { errors: [] },
    ]) {
      expect(fieldErrorsOf(body)).toBeUndefined();
    }
  });
});

describe('applyFieldErrors', () => {
  it('sets one joined message per field and focuses only the first', () => {
    const setError = vi.fn();
    const unmatched = applyFieldErrors({ name: ['a', 'b'], memo: ['c'] }, setError);
    expect(unmatched).toEqual([]);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'a b' }, { shouldFocus: true }],
      ['memo', { type: 'server', message: 'c' }, { shouldFocus: false }],
    ]);
  });

  it('returns messages for fields the form does not have', () => {
    const setError = vi.fn();
    expect(applyFieldErrors({ name: ['a'], 'images.0': ['x'] }, setError, ['name'])).toEqual(['x']);
    expect(setError).toHaveBeenCalledTimes(1);
  });

  it('sets a row field of a list shown row by row at that row', () => {
    const setError = vi.fn();
    const unmatched = applyFieldErrors({ 'breaks.0.end': ['e'], 'images.0': ['x'] }, setError, [
      'breaks.*.end',
      'images',
    ]);
    expect(unmatched).toEqual(['x']);
    expect(setError.mock.calls).toEqual([
      ['breaks.0.end', { type: 'server', message: 'e' }, { shouldFocus: true }],
    ]);
  });
});

describe('isKnownField', () => {
  it('matches the same key, and `*` only for an index', () => {
    expect(isKnownField('memo', ['memo'])).toBe(true);
    expect(isKnownField('breaks.1.start', ['breaks.*.start'])).toBe(true);
    expect(isKnownField('breaks.x.start', ['breaks.*.start'])).toBe(false);
    expect(isKnownField('breaks.1', ['breaks.*.start'])).toBe(false);
    expect(isKnownField('breaks.1.start', ['breaks'])).toBe(false);
  });
});
