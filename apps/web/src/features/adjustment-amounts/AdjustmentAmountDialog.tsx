import {
  type AdjustmentAmount,
  type AdjustmentAmountFields,
  type AdjustmentAmountValues,
  accountingMonthLabel,
  adjustmentAmountInput,
  adjustmentAmountLabels as L,
  serviceTaxRates,
  taxRateLabels,
} from '@rikuun/contract';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { YenFieldControl } from '../../components/form/YenField.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import {
  type AdjustmentParent,
  useCreateAdjustmentAmountMutation,
  useUpdateAdjustmentAmountMutation,
} from './adjustment-amounts.api.ts';

const taxRateOptions = serviceTaxRates.map((rate) => ({ value: rate, label: taxRateLabels[rate] }));

type Props = {
  parent: AdjustmentParent;
  accountingMonth: string;
  /** The adjustment to edit; none: a new one. */
  adjustment?: AdjustmentAmount;
  onClose: () => void;
};

/** Adds or edits one adjustment of the month (手当 +, 控除 −) in a dialog. */
export function AdjustmentAmountDialog({ parent, accountingMonth, adjustment, onClose }: Props) {
  const [create] = useCreateAdjustmentAmountMutation();
  const [update] = useUpdateAdjustmentAmountMutation();
  const { control, dialog } = useDialogForm({
    schema: adjustmentAmountInput,
    defaultValues: adjustment
      ? {
          accountingMonth: adjustment.accountingMonth,
          title: adjustment.title,
          amount: adjustment.amount,
          taxRate: adjustment.taxRate as AdjustmentAmountFields['taxRate'],
          memo: adjustment.memo,
        }
      : { accountingMonth, title: '', amount: undefined, taxRate: 10, memo: null },
    onSubmit: async (body: AdjustmentAmountValues) => {
      if (adjustment) await update({ parent, id: adjustment.id, body }).unwrap();
      else await create({ parent, body }).unwrap();
      notifySuccess(adjustment ? '保存しました' : '調整額を追加しました');
      onClose();
    },
  });

  return (
    <FormDialog
      title={`調整額の${adjustment ? '編集' : '追加'}（${accountingMonthLabel(accountingMonth)}）`}
      {...dialog}
      onClose={onClose}
    >
      <TextFieldControl
        control={control}
        name="title"
        label={L.title}
        required
        autoFocus
        placeholder="繁忙期手当、車両リース控除 など"
      />
      <YenFieldControl
        control={control}
        name="amount"
        label={`${L.amount}（税抜）`}
        required
        allowNegative
        helperText="手当・加算はプラス、控除・値引はマイナスで入力してください"
      />
      <SelectControl control={control} name="taxRate" label={L.taxRate} options={taxRateOptions} required />
      <TextFieldControl
        control={control}
        name="memo"
        label={L.memo}
        multiline
        minRows={2}
        parse={emptyToNull}
      />
    </FormDialog>
  );
}
