import type { z } from 'zod';

/** What every list query schema of the contract has (paginationQuery, optionally sortQuery). */
export type ListQueryBase = { page: number; perPage: number; sort?: string };

/** A list query schema of the contract: paginationQuery extended with the list's filters and sort. */
export type ListQuerySchema = z.ZodObject & { _zod: { output: ListQueryBase } };

type UrlValue = string | string[];

/** The URL's values for the schema's keys (repeated keys as a list); other parameters are ignored. */
function urlValues(schema: ListQuerySchema, params: URLSearchParams): Record<string, UrlValue> {
  const values: Record<string, UrlValue> = {};
  for (const key of Object.keys(schema.shape)) {
    const all = params.getAll(key);
    if (all.length === 1) values[key] = all[0] as string;
    else if (all.length > 1) values[key] = all;
  }
  return values;
}

/**
 * Reads a list's query from the URL through its contract schema. A value the schema refuses (a hand-edited
 * or outdated link) is dropped and its default used, so a bad link still opens the list.
 */
export function readListQuery<S extends ListQuerySchema>(
  schema: S,
  params: URLSearchParams,
  defaults: Partial<z.output<S>> = {},
): z.output<S> {
  const values: Record<string, unknown> = { ...defaults, ...urlValues(schema, params) };
  for (let attempt = 0; attempt <= Object.keys(schema.shape).length; attempt++) {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as z.output<S>;
    for (const issue of parsed.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') values[key] = (defaults as Record<string, unknown>)[key];
    }
  }
  // Only reached when the defaults themselves are invalid: a programming error.
  return schema.parse(defaults) as z.output<S>;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes a list's query into URL parameters: empty values and defaults are left out, so links stay
 * short and a list without filters has a clean URL. Keys follow the schema's order.
 */
export function writeListQuery<S extends ListQuerySchema>(
  schema: S,
  query: Partial<z.output<S>>,
  defaults: Partial<z.output<S>> = {},
): URLSearchParams {
  const fallback = { ...(schema.safeParse({}).data ?? {}), ...defaults } as Record<string, unknown>;
  const params = new URLSearchParams();
  for (const key of Object.keys(schema.shape)) {
    const value = (query as Record<string, unknown>)[key];
    if (isEmpty(value) || sameValue(value, fallback[key])) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  return params;
}

/** Applies a change to the query; changing anything but the page goes back to page 1. */
export function changeListQuery<Q extends ListQueryBase>(current: Q, change: Partial<Q>): Q {
  const resetsPage = Object.keys(change).some((key) => key !== 'page') && !('page' in change);
  return { ...current, ...change, ...(resetsPage ? { page: 1 } : {}) };
}

/** The sort after a click on a column's header: ascending first, then the other direction. */
export function toggleSort(current: string | undefined, key: string): string {
  return current === key ? `-${key}` : key;
}

/** Which column a sort value names, and its direction. */
export function parseSort(sort: string | undefined): { key: string; direction: 'asc' | 'desc' } | null {
  if (!sort) return null;
  return sort.startsWith('-') ? { key: sort.slice(1), direction: 'desc' } : { key: sort, direction: 'asc' };
}
