import { type CalendarFilter, calendarQuery } from '@rikuun/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

const keys = ['deliveryDate', 'groupId', 'driverId', 'contractId', 'clientId'] as const;
type Key = (typeof keys)[number];

/** Reads the 配車表's week and filters from the URL; a value the contract refuses is dropped. */
export function readDispatchQuery(params: URLSearchParams): CalendarFilter {
  const query: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value && calendarQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return query;
}

/** The week shown and the filters, kept in the URL so a link or the back button restores the view. */
export function useDispatchQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDispatchQuery(params), [params]);
  const setQuery = useCallback(
    (change: Partial<CalendarFilter>, { replace = false } = {}) => {
      const next = new URLSearchParams();
      const merged = { ...query, ...change };
      for (const key of keys) if (merged[key]) next.set(key, merged[key] as string);
      setParams(next, { replace });
    },
    [query, setParams],
  );
  return { query, setQuery };
}
