import { describe, expect, it } from 'vitest';
import { type Column, rowName, selectLabel } from './columns.ts';

type Row = { driver: string; date: string; type: string; amount: number | null; memo: string };
const row: Row = { driver: '山田 太郎', date: '2026/11/20', type: '駐車場代', amount: 700, memo: '' };

describe('rowName (the name a row checkbox takes)', () => {
  it('is the card title and detail values, three at most', () => {
    const columns: Column<Row>[] = [
      { id: 'memo', label: '備考', value: (r) => r.memo, card: 'secondary' },
      { id: 'date', label: '配送日', value: (r) => r.date, card: 'secondary' },
      { id: 'driver', label: 'ドライバー', value: (r) => r.driver, card: 'primary' },
      { id: 'type', label: '種別', value: (r) => r.type, card: 'secondary' },
      { id: 'amount', label: '金額', value: (r) => r.amount, card: 'secondary' },
    ];
    expect(selectLabel(rowName(columns, row))).toBe('山田 太郎 2026/11/20 駐車場代を選択');
  });

  it('falls back to the first column with a value, and to 選択 alone', () => {
    const plain: Column<Row>[] = [
      { id: 'memo', label: '備考', value: (r) => r.memo },
      { id: 'type', label: '種別', value: (r) => r.type },
    ];
    expect(rowName(plain, row)).toBe('駐車場代');
    expect(selectLabel(rowName([{ id: 'memo', label: '備考', value: (r) => r.memo }], row))).toBe('選択');
  });
});
