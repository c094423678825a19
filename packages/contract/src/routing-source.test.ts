import { describe, expect, it } from 'vitest';
import {
  markAsProcessedInput,
  routingSourceCells,
  routingSourceColumns,
  routingSourceFields,
  routingSourceTemplateRows,
} from './routing-source.ts';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('routing source layout', () => {
  it('has one column per field, A first, with the required ones marked', () => {
    expect(routingSourceColumns.map((c) => c.field)).toEqual([...routingSourceFields]);
    expect(routingSourceColumns.slice(0, 3).map((c) => [c.column, c.header])).toEqual([
      ['A', '配送日'],
      ['B', 'ルート'],
      ['C', '配送先名'],
    ]);
    expect(routingSourceColumns.filter((c) => c.required).map((c) => c.field)).toEqual([
      'deliveryDate',
      'name',
      'address1',
    ]);
  });

  it('makes a template whose example row reads without errors', () => {
    const [header, example] = routingSourceTemplateRows('2026-04-02');
    expect(header?.[0]).toBe('配送日');
    expect(example?.[0]).toBe('2026-04-02');
    for (const [i, field] of routingSourceFields.entries()) {
      const result = routingSourceCells[field].safeParse(example?.[i] ?? '');
      expect(result.success, `${field}: ${message(result)}`).toBe(true);
    }
  });
});

describe('routing source cells', () => {
  it('reads dates and numbers as spreadsheets write them', () => {
    expect(routingSourceCells.deliveryDate.parse('2026/4/1')).toBe('2026-04-01');
    expect(routingSourceCells.latitude.parse('３５.６８')).toBe(35.68);
    expect(routingSourceCells.serviceMinutes.parse('')).toBeNull();
    expect(routingSourceCells.quantity.parse('1,200')).toBe(1200);
  });

  it('answers wrong cells in Japanese', () => {
    expect(message(routingSourceCells.name.safeParse(''))).toBe('配送先名を入力してください');
    expect(message(routingSourceCells.latitude.safeParse('91'))).toContain('緯度');
    expect(message(routingSourceCells.longitude.safeParse('東'))).toBe('経度は数値で入力してください');
    expect(message(routingSourceCells.serviceMinutes.safeParse('1.5'))).toContain('作業時間（分）');
    expect(message(routingSourceCells.deliveryDate.safeParse('2026-02-30'))).toContain('配送日');
  });

  it('asks for at least one row to mark', () => {
    expect(message(markAsProcessedInput.safeParse({ ids: [] }))).toBe('配送データを選択してください');
  });
});
