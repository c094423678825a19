import { describe, expect, it } from 'vitest';
import { dispositionFileName, NdjsonLines } from './ndjson-lines.ts';

describe('NdjsonLines', () => {
  it('answers each completed line once, and waits for a line cut in the middle', () => {
    const lines = new NdjsonLines();
    expect(lines.next('{"a":1}\n{"b"')).toEqual([{ a: 1 }]);
    expect(lines.next('{"a":1}\n{"b":2}\n\n{"c":3}\n')).toEqual([{ b: 2 }, { c: 3 }]);
    expect(lines.next('{"a":1}\n{"b":2}\n\n{"c":3}\n')).toEqual([]);
  });
});

describe('dispositionFileName', () => {
  it('prefers the UTF-8 name and falls back to the plain one', () => {
    const header = `attachment; filename="____.csv"; filename*=UTF-8''${encodeURIComponent('コース取込テンプレート_標準.csv')}`;
    expect(dispositionFileName(header, 'x.csv')).toBe('コース取込テンプレート_標準.csv');
    expect(dispositionFileName('attachment; filename="a.csv"', 'x.csv')).toBe('a.csv');
    expect(dispositionFileName(null, 'x.csv')).toBe('x.csv');
  });
});
