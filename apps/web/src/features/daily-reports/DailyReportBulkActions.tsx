import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { DecisionDialog } from './DecisionDialog.tsx';
import { useDecideDailyReportsMutation } from './daily-reports.api.ts';

type Props = { ids: readonly string[]; onDone: () => void };

/**
 * 一括承認・一括差戻し of the selected reports: all or none (the server refuses the whole selection
 * when one of them is not waiting for approval).
 */
export function DailyReportBulkActions({ ids, onDone }: Props) {
  const [open, setOpen] = useState<'approved' | 'rejected' | null>(null);
  const [decide, { isLoading }] = useDecideDailyReportsMutation();
  const submit = async (status: 'approved' | 'rejected', comment: string | null) => {
    try {
      const { count } = await decide({ ids: [...ids], status, comment }).unwrap();
      notifySuccess(`${count}件の日報を${status === 'approved' ? '承認しました' : '差し戻しました'}`);
      setOpen(null);
      onDone();
    } catch (error) {
      handleError(error);
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
        一括承認
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="warning"
        startIcon={<UndoOutlined />}
        onClick={() => setOpen('rejected')}
      >
        一括差戻し
      </Button>
      {open && (
        <DecisionDialog
          decision={open}
          count={ids.length}
          busy={isLoading}
          onSubmit={(comment) => submit(open, comment)}
          onClose={() => setOpen(null)}
        />
      )}
    </>
  );
}
