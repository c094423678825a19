import { type SQL, sql } from 'drizzle-orm';

/** The search key of a column as the contract's searchKey makes it: NFKC, lower case, no spaces. */
export const searchKeyOf = (column: string) =>
  `lower(regexp_replace(normalize(coalesce(${column}, ''), NFKC), '\\s', '', 'g'))`;

/**
 * The generated expression of a `search_text` column: the search keys of some text columns (and any
 * further SQL expressions) one per line, so a search term never spans two fields.
 */
export const searchTextOf = (columns: string[], extra: string[] = []): SQL =>
  sql.raw([...columns.map(searchKeyOf), ...extra].join(" || E'\\n' || "));
