import { describe, expect, it } from 'vitest';
import { buildMaintenanceFormData } from './maintenance-form-data.ts';

describe('buildMaintenanceFormData', () => {
  it('repeats task ids and images, and leaves out an empty memo', () => {
    const images = [
      new File(['a'], 'image.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'image.png', { type: 'image/png' }),
    ];
    const form = buildMaintenanceFormData(
      { maintained: '2026-11-21', memo: null, taskMasterIds: ['t1', 't2'] },
      images,
    );
    expect([...form.keys()]).toEqual([
      'maintained',
      'taskMasterIds[]',
      'taskMasterIds[]',
      'images',
      'images',
    ]);
    expect(form.get('maintained')).toBe('2026-11-21');
    expect(form.getAll('taskMasterIds[]')).toEqual(['t1', 't2']);
    expect(form.getAll('images').map((f) => (f as File).name)).toEqual(['image.jpg', 'image.png']);
    expect(form.has('memo')).toBe(false);
  });

  it('sends the memo when there is one', () => {
    const form = buildMaintenanceFormData(
      { maintained: '2026-11-21', memo: 'タイヤ4本交換', taskMasterIds: [] },
      [],
    );
    expect(form.get('memo')).toBe('タイヤ4本交換');
    expect(form.has('taskMasterIds[]')).toBe(false);
  });
});
