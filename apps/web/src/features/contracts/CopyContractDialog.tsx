import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import {
  type Contract,
  type ContractCopyInput,
  type ContractCopyValues,
  contractCopyInput,
  contractLabels as L,
} from '@rikuun/contract';
import dayjs from 'dayjs';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useCopyContractMutation } from './contracts.api.ts';

/** The period that follows the original: from the day after its end, for as long as it ran. */
function nextPeriod(contract: Contract): ContractCopyInput {
  if (!contract.to) return { from: dayjs().format('YYYY-MM-DD'), to: null };
  const from = dayjs(contract.to).add(1, 'day');
  const days = dayjs(contract.to).diff(dayjs(contract.from), 'day');
  return { from: from.format('YYYY-MM-DD'), to: from.add(days, 'day').format('YYYY-MM-DD') };
}

/** コピー: asks the new period, makes the copy and opens it. */
export function CopyContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const titleId = useId();
  const navigate = useNavigate();
  const [copyContract] = useCopyContractMutation();
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ContractCopyInput, unknown, ContractCopyValues>({
    resolver: zodResolver(contractCopyInput),
    defaultValues: nextPeriod(contract),
  });

  const submit = async (body: ContractCopyValues) => {
    try {
      const copy = await copyContract({ id: contract.id, body }).unwrap();
      notifySuccess('契約をコピーしました');
      onClose();
      navigate(`/contracts/${copy.id}`);
    } catch (error) {
      handleError(error, { setError, knownFields: ['from', 'to'] });
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>契約をコピー</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            「{contract.name}
            」と同じ条件（取引先・運賃区分・単価・税率・拠点）で、新しい期間の契約を作成します。
          </DialogContentText>
          <Box sx={{ display: 'grid', gap: 2 }}>
            <DateFieldControl control={control} name="from" label={L.from} required />
            <DateFieldControl control={control} name="to" label={L.to} helperText="空欄は期限なし" />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            キャンセル
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            コピーを作成
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
