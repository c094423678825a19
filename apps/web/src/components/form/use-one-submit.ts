import { useState } from 'react';
import { newSubmissionKey, withSubmission } from '../../lib/submission.ts';

/**
 * The gate behind useOneSubmit: runs one piece of work at a time and answers whether it ran; taps
 * while one runs, and for `settleMs` after it, do nothing.
 */
export function oneAtATime(settleMs: number, onBusy: (busy: boolean) => void) {
  let running = false;
  return async (work: () => Promise<void>): Promise<boolean> => {
    if (running) return false;
    running = true;
    onBusy(true);
    const release = () => {
      running = false;
      onBusy(false);
    };
    try {
      await withSubmission(newSubmissionKey(), work);
    } finally {
      if (settleMs > 0) setTimeout(release, settleMs);
      else release();
    }
    return true;
  };
}

/**
 * A submit outside the form kit (a phone screen's own state, a button that records at once): one at
 * a time — a second tap while the first runs, even in the same tick, does nothing — and `busy` to
 * disable the buttons meanwhile. The requests of one run carry one attempt's Idempotency-Key.
 * `settleMs`: taps stay ignored that long after the run, for a button that turns into its opposite
 * in place (休憩開始 → 休憩終了), so a double tap's second tap cannot undo the first.
 */
export function useOneSubmit({ settleMs = 0 }: { settleMs?: number } = {}) {
  const [busy, setBusy] = useState(false);
  const [run] = useState(() => oneAtATime(settleMs, setBusy));
  return { run, busy };
}
