import { describe, expect, it } from 'vitest';
import { todayInTokyo } from './calendar-dates.ts';
import {
  booleanText,
  dateSchema,
  optionalText,
  paginationQuery,
  pastDateSchema,
  requiredText,
} from './common.ts';
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

describe('date ranges', () => {
  it('refuses dates outside 1900..2100 (year 0000, 0190, 9999) in Japanese', () => {
    const date = dateSchema('車検満了日');
    expect(date.parse('1900-01-01')).toBe('1900-01-01');
    expect(date.parse('2100-12-31')).toBe('2100-12-31');
    for (const bad of ['0000-01-01', '0190-01-01', '1899-12-31', '2101-01-01', '9999-12-31']) {
      expect(
        date.safeParse(bad).error?.issues.map((i) => i.message),
        bad,
      ).toEqual(['車検満了日は1900年から2100年までの日付で入力してください']);
    }
  });

  it('refuses a future date for a past event, by the date in Tokyo', () => {
    const past = pastDateSchema('整備日');
    const today = todayInTokyo();
    expect(past.parse(today)).toBe(today);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(past.safeParse(todayInTokyo(tomorrow)).error?.issues[0]?.message).toBe(
      '整備日に未来の日付は指定できません',
    );
    expect(maintenanceInput.safeParse({ maintained: '2100-01-01' }).success).toBe(false);
    expect(
      vehicleInput.safeParse({
        registrationNumber: 'x',
        vehicleClass: 'small',
        firstRegisteredOn: '2100-01-01',
      }).success,
    ).toBe(false);
  });

  it('tells the date in Tokyo, not in UTC', () => {
    expect(todayInTokyo(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
    expect(todayInTokyo(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
  });
});

describe('text', () => {
  it('refuses NUL and control characters, accepting tab and new lines in multi-line text', () => {
    const name = requiredText('車両名', 100);
    const memo = optionalText('備考', 2000);
    for (const bad of ['a\u0000b', '\u0000', 'a\u0007', 'a\u001bb', 'a\u007f']) {
      expect(name.safeParse(bad).error?.issues[0]?.message, JSON.stringify(bad)).toBe(
        '車両名に使用できない文字（制御文字）が含まれています',
      );
      expect(memo.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    // Accepted, then normalised like any text: a tab reads as one space.
    expect(memo.parse('1行目\n2行目\tタブ\r\n')).toBe('1行目\n2行目 タブ');
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
      grossWeightKg: null,
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
