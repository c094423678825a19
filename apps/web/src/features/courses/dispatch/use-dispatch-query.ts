import { type CalendarFilter, calendarQuery } from '@rikuun/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { TimelineAxis } from './timeline-layout.ts';

const keys = ['deliveryDate', 'groupId', 'driverId', 'contractId', 'clientId'] as const;
type Key = (typeof keys)[number];

/** 週表示 (the week grid) or タイムライン (one day, hours across). */
export type DispatchView = 'week' | 'timeline';

/** What the URL says besides the filters: the view, the timeline's day and rows (?view=timeline&date=…&by=driver). */
export type DispatchLayout = { view: DispatchView; date: string | undefined; by: TimelineAxis };

/** Reads the 配車表's week and filters from the URL; a value the contract refuses is dropped. */
export function readDispatchQuery(params: URLSearchParams): CalendarFilter {
  const query: Partial<Record<Key, string>> = {};
  for (const key of keys) {
    const value = params.get(key);
    if (value && calendarQuery.shape[key].safeParse(value).success) query[key] = value;
  }
  return query;
}

export function readDispatchLayout(params: URLSearchParams): DispatchLayout {
  const date = params.get('date');
  return {
    view: params.get('view') === 'timeline' ? 'timeline' : 'week',
    date: date && calendarQuery.shape.deliveryDate.safeParse(date).success ? date : undefined,
    by: params.get('by') === 'driver' ? 'driver' : 'vehicle',
  };
}

/**
 * The week or day shown, the view and the filters, kept in the URL so a link or the back button
 * restores the view. The week view keeps its day in `deliveryDate`, the timeline in `date`; switching
 * views carries the day over.
 */
export function useDispatchQuery() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readDispatchQuery(params), [params]);
  const layout = useMemo(() => readDispatchLayout(params), [params]);
  const write = useCallback(
    (filter: CalendarFilter, next: DispatchLayout, replace: boolean) => {
      const out = new URLSearchParams();
      if (next.view === 'timeline') out.set('view', 'timeline');
      for (const key of keys) {
        if (next.view === 'timeline' && key === 'deliveryDate') continue;
        if (filter[key]) out.set(key, filter[key] as string);
      }
      if (next.view === 'timeline') {
        if (next.date) out.set('date', next.date);
        if (next.by === 'driver') out.set('by', 'driver');
      }
      setParams(out, { replace });
    },
    [setParams],
  );
  const setQuery = useCallback(
    (change: Partial<CalendarFilter>, { replace = false } = {}) =>
      write({ ...query, ...change }, layout, replace),
    [query, layout, write],
  );
  const setLayout = useCallback(
    (change: Partial<DispatchLayout>, { replace = false } = {}) => {
      const next = { ...layout, ...change };
      if (next.view !== layout.view) {
        // The day goes along: the timeline opens on the week's day shown, the week on the timeline's day.
        if (next.view === 'timeline')
          return write(query, { ...next, date: change.date ?? query.deliveryDate }, replace);
        return write({ ...query, deliveryDate: layout.date }, next, replace);
      }
      write(query, next, replace);
    },
    [query, layout, write],
  );
  return { query, setQuery, layout, setLayout };
}
