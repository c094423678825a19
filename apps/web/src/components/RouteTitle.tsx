import { useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { pageTitle } from '../lib/use-page-title.ts';

/** What a route may declare in its `handle`. */
export type RouteHandle = { title?: string };

/**
 * Sets the browser title from the deepest matched route's `handle.title`. A route without one leaves the
 * title to its page (usePageTitle), which knows it only once its data has arrived.
 */
export function RouteTitle() {
  const matches = useMatches();
  const title = (matches.at(-1)?.handle as RouteHandle | undefined)?.title;
  useEffect(() => {
    if (title) document.title = pageTitle(title);
  }, [title]);
  return <Outlet />;
}
