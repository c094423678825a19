import { describe, expect, it } from 'vitest';
import {
  columnProblems,
  importSettingInput,
  importSettingPresets,
  isColumnLetter,
  normalizeColumnRef,
} from './import-settings.ts';

describe('column references', () => {
  it('reads one to three Latin letters as a column letter, in capitals', () => {
    expect(normalizeColumnRef(' b ')).toBe('B');
    expect(normalizeColumnRef('ａａ')).toBe('AA');
    expect(normalizeColumnRef('xfd')).toBe('XFD');
    expect(isColumnLetter('B')).toBe(true);
    expect(isColumnLetter('ABCD')).toBe(false);
  });

  it('keeps anything else as a header text, normalized', () => {
    expect(normalizeColumnRef('  お届け先　名 ')).toBe('お届け先 名');
    expect(normalizeColumnRef('ABCD')).toBe('ABCD');
    expect(normalizeColumnRef('A1')).toBe('A1');
    expect(isColumnLetter('配送日')).toBe(false);
  });
});

describe('columnProblems', () => {
  const required = { deliveryDate: 'A', courseName: 'B', destinationName: 'C' };

  it('accepts the required fields in distinct columns', () => {
    expect(columnProblems(required, 1)).toEqual([]);
    expect(columnProblems({ ...required, memo: '備考' }, 1)).toEqual([]);
  });

  it('names each missing required field', () => {
    expect(columnProblems({ deliveryDate: 'A' }, 0).map((p) => p.field)).toEqual([
      'courseName',
      'destinationName',
    ]);
  });

  it('points at the second field reading a column already used', () => {
    expect(columnProblems({ ...required, memo: 'A' }, 1)).toEqual([
      { field: 'memo', message: 'この列はすでに「配送日」に指定されています' },
    ]);
  });

  it('refuses header texts when the file has no header row', () => {
    expect(columnProblems({ ...required, memo: '備考' }, 0)).toEqual([
      { field: 'memo', message: '見出し行がない場合は列記号（A、B…）で指定してください' },
    ]);
  });
});

describe('importSettingPresets', () => {
  it('are valid settings as they are', () => {
    for (const { key: _key, description: _description, ...preset } of importSettingPresets) {
      expect(importSettingInput.safeParse(preset).success).toBe(true);
    }
  });
});
