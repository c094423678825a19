import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { type AdjustmentAmount, adjustmentAmountLabels, taxRateLabels } from '@rikuun/contract';
import { useState } from 'react';
import { ChangeHistory } from '../../components/ChangeHistory.tsx';
import { formatYen } from '../../lib/format.ts';
import { type AdjustmentParent, useGetAdjustmentAmountHistoryQuery } from './adjustment-amounts.api.ts';

const PER_PAGE = 10;
const labels: Record<string, string> = { ...adjustmentAmountLabels, deletedAt: '削除日時' };

function formatValue(field: string, value: unknown) {
  if (field === 'amount') return formatYen(value as number);
  if (field === 'taxRate') return taxRateLabels[value as keyof typeof taxRateLabels] ?? String(value);
  return undefined;
}

/** One adjustment's 変更履歴 (every change of a money record is kept). */
export function AdjustmentAmountHistoryDialog(props: {
  parent: AdjustmentParent;
  adjustment: AdjustmentAmount;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const { data, error, refetch } = useGetAdjustmentAmountHistoryQuery({
    parent: props.parent,
    id: props.adjustment.id,
    page,
    perPage: PER_PAGE,
  });
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="md"
      slotProps={{ paper: { 'aria-label': `${props.adjustment.title}の変更履歴` } }}
    >
      <DialogContent>
        <ChangeHistory
          data={data}
          error={error}
          onRetry={refetch}
          page={page}
          perPage={PER_PAGE}
          onPageChange={setPage}
          labels={labels}
          formatValue={formatValue}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}
