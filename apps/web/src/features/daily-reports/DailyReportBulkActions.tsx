import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { useDecideDailyReportsMutation } from './daily-reports.api.ts';
import { IncompleteItemsAlert } from './IncompleteItemsAlert.tsx';
import { incompleteLinesOf } from './incomplete-items.ts';

type Props = { ids: readonly string[]; onDone: () => void };

/**
 * 承認・差戻し of the selected reports at once: all or none (the server refuses the whole selection
 * when one of them is not waiting for approval, or, approving, lacks a 乗務記録 item: the dialog then
 * names each such report and its items).
 */
export function DailyReportBulkActions({ ids, onDone }: Props) {
  const [open, setOpen] = useState<'approved' | 'rejected' | null>(null);
  const [decide, { isLoading }] = useDecideDailyReportsMutation();
  const [incomplete, setIncomplete] = useState<string[] | null>(null);
  const close = () => {
    setOpen(null);
    setIncomplete(null);
  };
  const submit = async (status: 'approved' | 'rejected', comment: string | null) => {
    setIncomplete(null);
    try {
      const { count } = await decide({ ids: [...ids], status, comment }).unwrap();
      notifySuccess(`${count}件の日報を${status === 'approved' ? '承認しました' : '差し戻しました'}`);
      close();
      onDone();
    } catch (error) {
      const lines = incompleteLinesOf(error);
      if (lines) setIncomplete(lines);
      else handleError(error);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        startIcon={<CheckCircleOutlined />}
        onClick={() => setOpen('approved')}
      >
        承認（{ids.length}件）
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<UndoOutlined />}
        onClick={() => setOpen('rejected')}
      >
        差戻し（{ids.length}件）
      </Button>
      {open && (
        <DecisionDialog
          decision={open}
          count={ids.length}
          busy={isLoading}
          onSubmit={(comment) => submit(open, comment)}
          onClose={close}
          problem={incomplete && <IncompleteItemsAlert lines={incomplete} bulk />}
        />
      )}
    </>
  );
}
