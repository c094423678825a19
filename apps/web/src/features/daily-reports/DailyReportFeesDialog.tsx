import Typography from '@mui/material/Typography';
import { type DailyReport, dailyReportFeesInput, dailyReportLabels as L } from '@rikuun/contract';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { YenFieldControl } from '../../components/form/YenField.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { useUpdateDailyReportFeesMutation } from './daily-reports.api.ts';

/**
 * 「金額を変更」: both amounts and the reason, all required. The amounts then stay as set (no longer
 * computed from the contract) and the change is kept in the 変更履歴.
 */
export function DailyReportFeesDialog({ report, onClose }: { report: DailyReport; onClose: () => void }) {
  const [save] = useUpdateDailyReportFeesMutation();
  const { control, dialog } = useDialogForm({
    schema: dailyReportFeesInput,
    defaultValues: {
      billingAmount: report.billingAmount ?? (undefined as unknown as number),
      paymentAmount: report.paymentAmount ?? (undefined as unknown as number),
      reason: '',
    },
    onSubmit: async (body) => {
      await save({ id: report.id, body }).unwrap();
      notifySuccess('金額を変更しました');
      onClose();
    },
  });
  return (
    <FormDialog title="金額を変更" {...dialog} onClose={onClose}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        契約の単価から計算した金額を上書きします。変更は変更履歴に残ります。
      </Typography>
      <YenFieldControl
        control={control}
        name="billingAmount"
        label={`${L.billingAmount}（税抜）`}
        required
        autoFocus
      />
      <YenFieldControl control={control} name="paymentAmount" label={`${L.paymentAmount}（税抜）`} required />
      <TextFieldControl
        control={control}
        name="reason"
        label={L.reason}
        required
        multiline
        minRows={2}
        placeholder="深夜割増、追加配送 など"
      />
    </FormDialog>
  );
}
