/**
 * Where the keyboard focus goes when the element that had it disappears: a row approved away, a bulk
 * bar that closes with its selection, a card moved to another cell. The browser drops the focus to the
 * page's body then, and a keyboard user starts again from the top; these helpers put it back on a
 * sensible element of the same place.
 */

/** Whether the focus was lost: it sits on the body (its element was removed or disabled). */
export const focusLost = () => {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
};

/**
 * While `until` runs and a moment after (a dialog's closing transition, the refetched rows), moves the
 * focus to what `find` answers whenever the focus is lost. Focus that lands on an element is left there.
 */
export function keepFocusWhileChanging(
  find: () => HTMLElement | null | undefined,
  until: Promise<unknown> = Promise.resolve(),
  settleMs = 600,
) {
  let deadline = Number.POSITIVE_INFINITY;
  const check = () => {
    if (focusLost()) find()?.focus();
    if (performance.now() < deadline) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  void until.finally(() => {
    deadline = performance.now() + settleMs;
  });
}

/** The page's heading (PageHeader's h1, focusable by script): where a page's decided record leaves the focus. */
export const pageHeading = () => document.querySelector<HTMLElement>('main h1');
