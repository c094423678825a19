import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { buildFormObject, MAX_FIELD_INDEX, parseFieldName } from './multipart-fields.ts';

const form = (...entries: [string, string][]) => buildFormObject(entries);

function rejected(fn: () => unknown): AppError {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return err;
    throw err;
  }
  throw new Error('expected a rejection');
}

describe('buildFormObject', () => {
  it('keeps a plain name as text', () => {
    expect(form(['maintained', '2024-05-01'], ['memo', 'オイル交換'])).toEqual({
      maintained: '2024-05-01',
      memo: 'オイル交換',
    });
  });

  it('turns a plain name sent twice into a list', () => {
    expect(form(['tag', 'a'], ['tag', 'b'], ['tag', 'c'])).toEqual({ tag: ['a', 'b', 'c'] });
  });

  it('makes name[] an array even with one value', () => {
    expect(form(['taskMasterIds[]', 'x'])).toEqual({ taskMasterIds: ['x'] });
    expect(form(['taskMasterIds[]', 'x'], ['taskMasterIds[]', 'y'])).toEqual({ taskMasterIds: ['x', 'y'] });
  });

  it('orders indexed fields by index, whatever order they arrive in', () => {
    expect(form(['deleteFileIds[1]', 'b'], ['deleteFileIds[0]', 'a'])).toEqual({ deleteFileIds: ['a', 'b'] });
  });

  it('keeps an index gap as a hole the schema will report at that index', () => {
    const result = form(['deleteFileIds[0]', 'a'], ['deleteFileIds[2]', 'c']);
    expect(result.deleteFileIds).toHaveLength(3);
    expect((result.deleteFileIds as unknown[])[1]).toBeUndefined();
  });

  it('builds objects inside arrays', () => {
    expect(
      form(
        ['fileMetadata[0][category]', '写真'],
        ['fileMetadata[1][category]', '書類'],
        ['fileMetadata[0][note]', 'x'],
      ),
    ).toEqual({
      fileMetadata: [{ category: '写真', note: 'x' }, { category: '書類' }],
    });
  });

  it('builds nested objects from a[b][c]', () => {
    expect(form(['details[witness][name]', '山田'], ['details[place]', '交差点'])).toEqual({
      details: { witness: { name: '山田' }, place: '交差点' },
    });
  });

  it('leaves values as text: booleans and JSON are the schema’s business', () => {
    expect(form(['isCritical', 'true'], ['details', '{"a":1}'])).toEqual({
      isCritical: 'true',
      details: '{"a":1}',
    });
  });

  it('keeps names outside the bracket grammar as literal keys', () => {
    expect(form(['a[b', '1'], ['c]', '2'])).toEqual({ 'a[b': '1', 'c]': '2' });
  });

  it('merges a plain repeat into an array made by name[]', () => {
    expect(form(['ids[]', 'a'], ['ids', 'b'])).toEqual({ ids: ['a', 'b'] });
  });

  it.each([
    ['__proto__'],
    ['constructor'],
    ['a[__proto__]'],
    ['a[constructor][prototype]'],
    ['fileMetadata[0][__proto__]'],
  ])('rejects the unsafe name %s with a 400 in the validation shape', (name) => {
    const err = rejected(() => form([name, 'x']));
    expect(err.statusCode).toBe(400);
    expect(err.errors?.[0]?.property).toBe(name);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('rejects indices above the limit', () => {
    expect(rejected(() => form([`ids[${MAX_FIELD_INDEX + 1}]`, 'x'])).statusCode).toBe(400);
    expect(form([`ids[${MAX_FIELD_INDEX}]`, 'x']).ids).toHaveLength(MAX_FIELD_INDEX + 1);
  });

  it.each([
    [
      ['a', 'x'],
      ['a[b]', 'y'],
    ],
    [
      ['a[b]', 'x'],
      ['a', 'y'],
    ],
    [
      ['a[0]', 'x'],
      ['a[b]', 'y'],
    ],
    [
      ['a[0]', 'x'],
      ['a[0]', 'y'],
    ],
    [
      ['a[][b]', 'x'],
      ['c', 'y'],
    ],
  ] as [string, string][][])('rejects conflicting shapes %j', (...entries) => {
    expect(rejected(() => buildFormObject(entries)).statusCode).toBe(400);
  });
});

describe('parseFieldName', () => {
  it('splits brackets into keys, indices and a push marker', () => {
    const segments = parseFieldName('a[b][3][]');
    expect(segments.slice(0, 3)).toEqual(['a', 'b', 3]);
    expect(typeof segments[3]).toBe('symbol');
  });
});
