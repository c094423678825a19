import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import {
  type Contract,
  type ContractCopyInput,
  type ContractCopyValues,
  contractCopyInput,
  feeTypeLabels,
  feeTypeUnits,
  contractLabels as L,
} from '@rikuun/contract';
import dayjs from 'dayjs';
import { useNavigate } from 'react-router';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { YenFieldControl } from '../../components/form/YenField.tsx';
import { formatYen } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useCopyContractMutation } from './contracts.api.ts';

/** The period that follows the original: from the day after its end, for as long as it ran. */
function nextPeriod(contract: Contract): Pick<ContractCopyInput, 'from' | 'to'> {
  if (!contract.to) return { from: dayjs().format('YYYY-MM-DD'), to: null };
  const from = dayjs(contract.to).add(1, 'day');
  const days = dayjs(contract.to).diff(dayjs(contract.from), 'day');
  return { from: from.format('YYYY-MM-DD'), to: from.add(days, 'day').format('YYYY-MM-DD') };
}

/** The copy starts as the original: a renewal changes what it must (name, period, unit prices). */
const copyDefaults = (contract: Contract): ContractCopyInput => ({
  ...nextPeriod(contract),
  name: contract.name,
  billingUnitPrice: contract.billingUnitPrice,
  paymentUnitPrice: contract.paymentUnitPrice,
});

/** コピー: asks the new name, period and unit prices in one dialog, makes the copy and opens it. */
export function CopyContractDialog({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const navigate = useNavigate();
  const [copyContract] = useCopyContractMutation();
  const { control, dialog } = useDialogForm({
    schema: contractCopyInput,
    defaultValues: copyDefaults(contract),
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
      maxWidth="sm"
      onClose={onClose}
    >
      <DialogContentText>
        「{contract.name}」と同じ取引先・運賃区分（{feeTypeLabels[contract.feeType]}
        ）・税率・拠点で、新しい契約を作成します。契約名・期間・単価を確認してください。
      </DialogContentText>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' } }}>
          <TextFieldControl control={control} name="name" label={L.name} required fullWidth autoFocus />
        </Box>
        <DateFieldControl control={control} name="from" label={L.from} required />
        <DateFieldControl control={control} name="to" label={L.to} helperText="空欄は期限なし" />
        <YenFieldControl
          control={control}
          name="billingUnitPrice"
          label={L.billingUnitPrice}
          unit={feeTypeUnits[contract.feeType]}
          required
          helperText={`元の契約：${formatYen(contract.billingUnitPrice)}`}
        />
        <YenFieldControl
          control={control}
          name="paymentUnitPrice"
          label={L.paymentUnitPrice}
          unit={feeTypeUnits[contract.feeType]}
          helperText={`元の契約：${contract.paymentUnitPrice === null ? 'なし' : formatYen(contract.paymentUnitPrice)}（空欄は支払単価なし）`}
        />
      </Box>
    </FormDialog>
  );
}
