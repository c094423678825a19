import { describe, expect, it } from 'vitest';
import { buildCheckupFormData } from './checkup-form-data.ts';

describe('buildCheckupFormData', () => {
  it('names the fields as the spec does and leaves an empty result out', () => {
    const file = new File([new Uint8Array([1])], '結果.pdf', { type: 'application/pdf' });
    const form = buildCheckupFormData(
      { checkupDate: '2026-04-01', kind: 'regular', result: null },
      [file],
      ['a', 'b'],
    );
    expect([...form.keys()]).toEqual([
      'checkupDate',
      'kind',
      'deleteFileIds[]',
      'deleteFileIds[]',
      'create[files]',
    ]);
    expect((form.get('create[files]') as File).name).toBe('結果.pdf');
  });
});
