import InputAdornment from '@mui/material/InputAdornment';
import {
  accountingMonthLabel,
  partnerInvoiceLabels as L,
  type PartnerInvoiceValues,
  partnerInvoiceInput,
  type SubcontractPayable,
  todayInTokyo,
} from '@rikuun/contract';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { formatYen } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useRecordPartnerInvoiceMutation } from './month-close.api.ts';

/** Records (or corrects) the invoice a partner sent for the month's 傭車料. */
export function PartnerInvoiceDialog({
  payable,
  onClose,
}: {
  payable: SubcontractPayable;
  onClose: () => void;
}) {
  const [record] = useRecordPartnerInvoiceMutation();
  const invoice = payable.invoice;
  const { control, dialog } = useDialogForm({
    schema: partnerInvoiceInput,
    defaultValues: invoice
      ? {
          invoiceNumber: invoice.invoiceNumber,
          registrationNumber: invoice.registrationNumber,
          amount: invoice.amount,
          invoiceDate: invoice.invoiceDate,
        }
      : {
          invoiceNumber: '',
          registrationNumber: payable.partnerRegistrationNumber,
          amount: payable.totalAmount,
          invoiceDate: todayInTokyo(),
        },
    onSubmit: async (body: PartnerInvoiceValues) => {
      await record({
        partnerCompanyId: payable.partnerCompanyId,
        accountingMonth: payable.accountingMonth,
        body,
      }).unwrap();
      notifySuccess('請求書を記録しました');
      onClose();
    },
  });

  return (
    <FormDialog
      title={`${payable.partnerName}の請求書（${accountingMonthLabel(payable.accountingMonth)}分）`}
      {...dialog}
      onClose={onClose}
      submitLabel="記録"
      busyLabel="記録中…"
    >
      <TextFieldControl control={control} name="invoiceNumber" label={L.invoiceNumber} required autoFocus />
      <TextFieldControl
        control={control}
        name="registrationNumber"
        label={L.registrationNumber}
        parse={emptyToNull}
        placeholder="T1234567890123"
        helperText="請求書に記載の登録番号（適格請求書発行事業者でない場合は空欄）"
      />
      <TextFieldControl
        control={control}
        name="amount"
        label={L.amount}
        required
        type="number"
        parse={toOptionalNumber}
        helperText={`支払額（税込）は${formatYen(payable.totalAmount)}です`}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">円</InputAdornment> },
          htmlInput: { step: 1, min: 0 },
        }}
      />
      <DateFieldControl control={control} name="invoiceDate" label={L.invoiceDate} required disableFuture />
    </FormDialog>
  );
}
