import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import {
  type Contract,
  type ContractCopyInput,
  type ContractCopyValues,
  contractCopyInput,
  contractLabels as L,
} from '@rikuun/contract';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
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
  const navigate = useNavigate();
  const [copyContract] = useCopyContractMutation();
  const { control, dialog } = useDialogForm({
    schema: contractCopyInput,
    defaultValues: nextPeriod(contract),
    onSubmit: async (body: ContractCopyValues) => {
      const copy = await copyContract({ id: contract.id, body }).unwrap();
      notifySuccess('契約をコピーしました');
      onClose();
      navigate(`/contracts/${copy.id}`);
    },
  });

  return (
    <FormDialog
      {...dialog}
      title="契約をコピー"
      submitLabel="コピーを作成"
      busyLabel="作成中…"
      maxWidth="xs"
      onClose={onClose}
    >
      <DialogContentText>
        「{contract.name}
        」と同じ条件（取引先・運賃区分・単価・税率・拠点）で、新しい期間の契約を作成します。
      </DialogContentText>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <DateFieldControl control={control} name="from" label={L.from} required />
        <DateFieldControl control={control} name="to" label={L.to} helperText="空欄は期限なし" />
      </Box>
    </FormDialog>
  );
}
