import { useCallback, useRef, useState } from 'react';
import { newSubmissionKey, withSubmission } from '../../lib/submission.ts';

/**
 * A submit outside the form kit (a phone screen's own state, a button that records at once): one at
 * a time — a second tap while the first runs, even in the same tick, does nothing — and `busy` to
 * disable the buttons meanwhile. The requests of one run carry one attempt's Idempotency-Key.
 */
export function useOneSubmit() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (work: () => Promise<void>): Promise<void> => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await withSubmission(newSubmissionKey(), work);
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { run, busy };
}
