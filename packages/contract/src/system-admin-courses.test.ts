import { describe, expect, it } from 'vitest';
import { platformCourseAssignInput, platformCourseImportInput } from './system-admin-courses.ts';

describe('system administrator courses input', () => {
  it('groups by route unless told otherwise', () => {
    const input = platformCourseImportInput.parse({
      consignorId: '0192f000-0000-7000-8000-000000000001',
      deliveryDate: '2026-04-01',
    });
    expect(input.groupBy).toBe('route');
  });

  it('answers wrong input in Japanese at each field', () => {
    const result = platformCourseImportInput.safeParse({
      consignorId: 'x',
      deliveryDate: '4/1',
      groupBy: 'x',
    });
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []);
    expect(messages.consignorId).toContain('荷主');
    expect(messages.deliveryDate).toContain('配送日');
    expect(messages.groupBy).toBe('まとめ方が正しくありません');
    expect(platformCourseAssignInput.safeParse({}).error?.issues[0]?.message).toContain('運送会社');
  });
});
