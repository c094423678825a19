import type { ListResponse } from '@rikuun/contract';

/** The most rows an export fetches: enough for any company's list, bounded for the browser's memory. */
export const EXPORT_ROW_CAP = 10_000;
const EXPORT_PAGE_SIZE = 1000;

/**
 * Fetches a list page after page (the API's largest page) until every row is read or the cap is reached.
 * `total` is the list's full count, so the caller can say when rows were left out.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, perPage: number) => Promise<ListResponse<T>>,
  cap = EXPORT_ROW_CAP,
): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  let total = 0;
  for (let page = 1; rows.length < cap; page++) {
    const result = await fetchPage(page, Math.min(EXPORT_PAGE_SIZE, cap));
    total = result.total;
    rows.push(...result.data);
    if (result.data.length === 0 || rows.length >= total) break;
  }
  return { rows: rows.slice(0, cap), total };
}
