/** Rows a raw UPDATE or DELETE touched: node-postgres counts in rowCount, PGlite in affectedRows. */
export function rowCount(result: unknown): number {
  const counts = result as { rowCount?: number | null; affectedRows?: number };
  return counts.rowCount ?? counts.affectedRows ?? 0;
}
