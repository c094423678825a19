import { describe, expect, it } from 'vitest';
import { fetchAllPages } from './fetch-all-pages.ts';

/** A fake list endpoint over `total` numbered rows that records the pages asked for. */
function endpoint(total: number) {
  const calls: { page: number; perPage: number }[] = [];
  const rows = Array.from({ length: total }, (_, i) => i + 1);
  const fetchPage = async (page: number, perPage: number) => {
    calls.push({ page, perPage });
    return { data: rows.slice((page - 1) * perPage, page * perPage), total };
  };
  return { calls, fetchPage };
}

describe('fetching a whole list for export', () => {
  it('reads page after page until every row is there', async () => {
    const { calls, fetchPage } = endpoint(2500);
    const { rows, total } = await fetchAllPages(fetchPage);
    expect(total).toBe(2500);
    expect(rows).toHaveLength(2500);
    expect(rows.at(-1)).toBe(2500);
    expect(calls).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
  });

  it('stops at the cap and reports the full total', async () => {
    const { calls, fetchPage } = endpoint(25);
    const { rows, total } = await fetchAllPages(fetchPage, 10);
    expect(rows).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(total).toBe(25);
    expect(calls).toHaveLength(1);
  });

  it('asks once for an empty list', async () => {
    const { calls, fetchPage } = endpoint(0);
    expect(await fetchAllPages(fetchPage)).toEqual({ rows: [], total: 0 });
    expect(calls).toHaveLength(1);
  });

  it('stops when rows vanish while reading (deleted meanwhile)', async () => {
    let served = 0;
    const { rows } = await fetchAllPages(async () => {
      served++;
      return { data: served === 1 ? [1, 2] : [], total: 5 };
    }, 2);
    expect(rows).toEqual([1, 2]);
  });
});
