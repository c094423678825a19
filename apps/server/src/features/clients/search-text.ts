import { sql } from 'drizzle-orm';

/** The search key of a column as the contract's searchKey makes it: NFKC, lower case, no spaces. */
const searchKeyOf = (column: string) =>
  `lower(regexp_replace(normalize(coalesce(${column}, ''), NFKC), '\\s', '', 'g'))`;

/**
 * The generated expression of a `search_text` column over some text columns: one field per line, so a
 * search term never spans two fields (as vehicles.search_text).
 */
export const searchTextOf = (...columns: string[]) =>
  sql.raw(columns.map(searchKeyOf).join(" || E'\\n' || "));
