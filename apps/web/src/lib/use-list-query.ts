import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  changeListQuery,
  type ListQueryBase,
  type ListQuerySchema,
  readListQuery,
  writeListQuery,
} from './list-query.ts';

type Options<Q> = {
  /** Defaults besides the schema's own (e.g. the sort the server applies when none is given). */
  defaults?: Partial<Q>;
};

export type ListQueryState<Q extends ListQueryBase> = {
  /** The list's filters, page, perPage and sort as read from the URL (valid, with defaults). */
  query: Q;
  /** Changes part of the query; anything but the page goes back to page 1. `replace` keeps history short. */
  setQuery: (change: Partial<Q>, options?: { replace?: boolean }) => void;
  /** query and onQueryChange for <DataTable/> (page, perPage, sort). */
  table: {
    query: ListQueryBase;
    onQueryChange: (change: Partial<ListQueryBase>, options?: { replace?: boolean }) => void;
  };
};

/**
 * A list's filters, page, perPage and sort, kept in the URL through the contract's query schema: links and
 * the back button restore the list as it was. Invalid values fall back to defaults; defaults are left out.
 */
export function useListQuery<S extends ListQuerySchema>(
  schema: S,
  options: Options<z.output<S>> = {},
): ListQueryState<z.output<S> & ListQueryBase> {
  type Q = z.output<S> & ListQueryBase;
  const [searchParams, setSearchParams] = useSearchParams();
  // Defaults are usually an inline object: keep the first one so the query stays stable across renders.
  const defaults = useRef(options.defaults ?? {}).current;
  const query = useMemo(
    () => readListQuery(schema, searchParams, defaults) as Q,
    [schema, searchParams, defaults],
  );

  const setQuery = useCallback(
    (change: Partial<Q>, { replace = false } = {}) =>
      setSearchParams(writeListQuery(schema, changeListQuery(query, change), defaults), { replace }),
    [schema, query, defaults, setSearchParams],
  );

  // The table's sort keys are plain strings; a key the schema refuses falls back to the default when read.
  const table = useMemo(
    () => ({ query, onQueryChange: setQuery as ListQueryState<ListQueryBase>['setQuery'] }),
    [query, setQuery],
  );
  return { query, setQuery, table };
}
