import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { describeError } from '../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';
import { useDecideExpensesMutation } from './expenses.api.ts';
import { RejectDialog } from './RejectDialog.tsx';

/** 承認 and 差戻し of the selected expenses at once: all or nothing (the server names what blocks it). */
export function ExpenseBulkActions({ ids, onDone }: { ids: readonly string[]; onDone: () => void }) {
  const [decide, { isLoading }] = useDecideExpensesMutation();
  const [rejecting, setRejecting] = useState(false);

  async function run(status: 'approved' | 'rejected', comment: string | null) {
    try {
      const result = await decide({ ids: [...ids], status, comment }).unwrap();
      notifySuccess(`${result.total}件の経費を${status === 'approved' ? '承認' : '差し戻'}しました`);
      setRejecting(false);
      onDone();
    } catch (e) {
      notifyError(describeError(e).messages.join(' '));
    }
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button
        variant="contained"
        color="success"
        disabled={isLoading}
        onClick={() => void run('approved', null)}
      >
        承認（{ids.length}件）
      </Button>
      <Button variant="outlined" color="error" disabled={isLoading} onClick={() => setRejecting(true)}>
        差戻し（{ids.length}件）
      </Button>
      {rejecting && (
        <RejectDialog
          open
          description={`${ids.length}件の経費を差し戻します。理由はドライバーに通知されます。`}
          busy={isLoading}
          onClose={() => setRejecting(false)}
          onReject={(comment) => void run('rejected', comment)}
        />
      )}
    </Stack>
  );
}
