import { describe, expect, it } from 'vitest';
import { booleanText, dateSchema, paginationQuery } from './common.ts';
import { hasMaintenanceContent, maintenanceFields, maintenanceInput } from './maintenances.ts';
import { vehicleInput } from './vehicles.ts';

describe('dateSchema', () => {
  const date = dateSchema('整備日');
  it('accepts real calendar dates only', () => {
    expect(date.parse('2028-02-29')).toBe('2028-02-29');
    for (const bad of ['2027-02-29', '2026-13-01', '2026/11/21', '20261121', '']) {
      const result = date.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual([
        '整備日はYYYY-MM-DD形式の日付で入力してください',
      ]);
    }
  });
});

describe('booleanText', () => {
  it('reads the text true/false of forms and query strings', () => {
    const b = booleanText('稼働状態');
    expect(b.parse('true')).toBe(true);
    expect(b.parse('false')).toBe(false);
    expect(b.parse(false)).toBe(false);
    expect(b.safeParse('yes').error?.issues[0]?.message).toBe('稼働状態はtrueまたはfalseで指定してください');
  });
});

describe('paginationQuery', () => {
  it('defaults to the first page of 100 and caps perPage at 1000', () => {
    expect(paginationQuery.parse({})).toEqual({ page: 1, perPage: 100 });
    expect(paginationQuery.parse({ page: '3', perPage: '50' })).toEqual({ page: 3, perPage: 50 });
    expect(paginationQuery.safeParse({ perPage: '1001' }).success).toBe(false);
    expect(paginationQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});

describe('vehicleInput', () => {
  it('trims text, stores empty optional fields as null and applies defaults', () => {
    expect(
      vehicleInput.parse({ registrationNumber: ' 品川 100 あ 12-34 ', vehicleClass: 'kei', memo: '' }),
    ).toEqual({
      registrationNumber: '品川 100 あ 12-34',
      name: null,
      vehicleClass: 'kei',
      maxLoadKg: null,
      inspectionExpiresOn: null,
      insuranceExpiresOn: null,
      baseId: null,
      maker: null,
      model: null,
      fuelType: null,
      ownership: 'owned',
      firstRegisteredOn: null,
      memo: null,
      active: true,
    });
  });
});

describe('maintenanceInput', () => {
  it('defaults the task list to empty and names the field in its messages', () => {
    expect(maintenanceFields.parse({ maintained: '2026-11-21' })).toEqual({
      maintained: '2026-11-21',
      memo: null,
      taskMasterIds: [],
    });
    const bad = maintenanceInput.safeParse({ maintained: '2026-11-21', taskMasterIds: ['x'] });
    expect(bad.error?.issues[0]).toMatchObject({
      path: ['taskMasterIds', 0],
      message: '点検・整備項目の形式が正しくありません',
    });
  });

  it('refuses an empty record: a task, a memo (not blank) or an image is needed', () => {
    const empty = maintenanceInput.safeParse({ maintained: '2026-11-21', memo: '   ' });
    expect(empty.error?.issues).toMatchObject([
      { path: ['taskMasterIds'], message: '点検・整備項目、メモ、画像のいずれかを入力してください' },
    ]);
    expect(maintenanceInput.safeParse({ maintained: '2026-11-21', memo: '異常なし' }).success).toBe(true);
    expect(hasMaintenanceContent({ memo: null, taskMasterIds: [] }, 1)).toBe(true);
    expect(hasMaintenanceContent({ memo: null, taskMasterIds: [] }, 0)).toBe(false);
  });
});
