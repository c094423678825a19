import { describe, expect, it } from 'vitest';
import { columnIndex, columnLetter, courseImportCells, courseImportTemplateRows } from './course-import.ts';

describe('column letters', () => {
  it('numbers columns as a spreadsheet does', () => {
    expect([0, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    for (const i of [0, 25, 26, 51, 700, 16383]) expect(columnIndex(columnLetter(i))).toBe(i);
  });
});

describe('cells', () => {
  const ok = (field: keyof typeof courseImportCells, text: string) => courseImportCells[field].parse(text);
  const message = (field: keyof typeof courseImportCells, text: string) =>
    courseImportCells[field].safeParse(text).error?.issues[0]?.message;

  it('reads dates and times as spreadsheets write them', () => {
    expect(ok('deliveryDate', '2026/5/1')).toBe('2026-05-01');
    expect(ok('deliveryDate', '２０２６－０５－０１')).toBe('2026-05-01');
    expect(ok('deliveryDate', '2026年5月1日')).toBe('2026-05-01');
    expect(message('deliveryDate', '')).toBe('配送日を入力してください');
    expect(message('deliveryDate', '2026/2/30')).toBe('配送日はYYYY-MM-DD形式の日付で入力してください');
    expect(ok('timeWindowStart', '9:00:00')).toBe('09:00');
    expect(ok('timeWindowStart', '')).toBeNull();
  });

  it('reads numbers with thousands separators and refuses text', () => {
    expect(ok('quantity', '1,200')).toBe(1200);
    expect(ok('weightKg', '１２．５')).toBe(12.5);
    expect(message('quantity', '3個')).toBe('個数は整数で入力してください');
    expect(message('sequence', '0')).toBe('配送順は1以上で入力してください');
  });

  it('stores a registration number in its one form and the email in lower case', () => {
    expect(ok('vehicleRegistrationNumber', '品川100あ1234')).toBe('品川 100 あ 12-34');
    expect(ok('driverEmail', ' Taro@Example.JP ')).toBe('taro@example.jp');
    expect(ok('courseName', 'ｶﾝﾄｳ1便')).toBe('カントウ1便');
  });
});

describe('courseImportTemplateRows', () => {
  it('puts letter columns at their letter and header texts in the free columns', () => {
    const rows = courseImportTemplateRows(
      { headerRows: 2, columns: { deliveryDate: 'C', courseName: '便名', destinationName: 'お届け先' } },
      '2026-05-11',
    );
    expect(rows).toEqual([
      ['', '', ''],
      ['便名', 'お届け先', '配送日'],
      ['1便', '株式会社サンプル商事', '2026-05-11'],
    ]);
  });
});
