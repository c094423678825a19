import { useEffect, useRef, useState } from 'react';
import type { OutboxEntry } from '../driver-app/index.ts';
import { driverOutbox, useOutboxCounts } from '../driver-app/index.ts';
import { type ExpenseDraft, expenseFormFields } from './expense-form-data.ts';
import type { ExpenseParentRef } from './expenses.api.ts';
import { parentUrl } from './expenses.api.ts';

/**
 * A new expense through the outbox, as one multipart request (filed, and requested when asked), so it
 * is kept while the phone is offline and sent when the signal returns. The Idempotency-Key makes a
 * resend after a lost answer return the first expense instead of filing a second.
 */
export async function enqueueExpense(
  parent: ExpenseParentRef,
  draft: ExpenseDraft,
  photos: readonly Blob[],
  label: string,
  /** Made once per new expense (not per call), so a second send of the same expense files it once. */
  idempotencyKey: string,
): Promise<void> {
  await driverOutbox.enqueue({
    kind: 'expense',
    url: parentUrl(parent),
    body: {
      form: {
        fields: expenseFormFields(draft),
        files: photos.map((blob, i) => ({ field: 'receiptImages', blob, name: `receipt-${i + 1}.jpg` })),
      },
    },
    label,
    idempotencyKey,
  });
}

/**
 * The driver's expenses still waiting in the outbox (their labels), and a refetch of the day's list
 * each time one has been sent.
 */
export function usePendingExpenses(refetch: () => void): OutboxEntry[] {
  const counts = useOutboxCounts();
  const [pending, setPending] = useState<OutboxEntry[]>([]);
  const previous = useRef(counts.pending);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the counts is the reason to read the entries again
  useEffect(() => {
    let live = true;
    void driverOutbox.pending().then((entries) => {
      if (live) setPending(entries.filter((e) => e.kind === 'expense'));
    });
    if (counts.pending < previous.current) refetch();
    previous.current = counts.pending;
    return () => {
      live = false;
    };
  }, [counts.pending, counts.sending]);
  return pending;
}
