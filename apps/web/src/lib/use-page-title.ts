import { useEffect } from 'react';

export const APP_TITLE = '陸運';

/** 「車両一覧 | 陸運」; without a title, just 陸運. */
export const pageTitle = (title: string | null | undefined): string =>
  title ? `${title} | ${APP_TITLE}` : APP_TITLE;

/**
 * The browser tab's title for a page whose title comes from its data (a vehicle's registration number).
 * Pages with a fixed title name it on their route instead (`handle: { title }`, see app/router.tsx).
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
