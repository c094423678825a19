import {
  type AdjustmentAmount,
  type AdjustmentAmountFields,
  type AdjustmentAmountValues,
  accountingMonthLabel,
  adjustmentAmountInput,
  adjustmentAmountLabels as L,
  serviceTaxRateLabels,
  serviceTaxRates,
  shiftMonth,
} from '@rikuun/contract';
import { useWatch } from 'react-hook-form';
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

const taxRateOptions = serviceTaxRates.map((rate) => ({ value: rate, label: serviceTaxRateLabels[rate] }));

/** The twelve months before the adjustment's: a 値引き・返品 names the month of the sales it returns. */
const earlierMonths = (month: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const value = shiftMonth(month, -(i + 1));
    return { value, label: `${accountingMonthLabel(value)}分` };
  });

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
  const { control, form, dialog } = useDialogForm({
    schema: adjustmentAmountInput,
    defaultValues: adjustment
      ? {
          accountingMonth: adjustment.accountingMonth,
          title: adjustment.title,
          amount: adjustment.amount,
          taxRate: adjustment.taxRate as AdjustmentAmountFields['taxRate'],
          taxExemptReason: adjustment.taxExemptReason,
          relatesToMonth: adjustment.relatesToMonth,
          memo: adjustment.memo,
        }
      : {
          accountingMonth,
          title: '',
          amount: undefined,
          taxRate: 10,
          taxExemptReason: null,
          relatesToMonth: null,
          memo: null,
        },
    onSubmit: async (body: AdjustmentAmountValues) => {
      if (adjustment) await update({ parent, id: adjustment.id, body }).unwrap();
      else await create({ parent, body }).unwrap();
      notifySuccess(adjustment ? '保存しました' : '調整額を追加しました');
      onClose();
    },
  });
  const taxRate = useWatch({ control: form.control, name: 'taxRate' });
  const amount = useWatch({ control: form.control, name: 'amount' });
  const relatesToMonth = useWatch({ control: form.control, name: 'relatesToMonth' });

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
      {taxRate === 0 && (
        <TextFieldControl
          control={control}
          name="taxExemptReason"
          label={L.taxExemptReason}
          required
          parse={emptyToNull}
          placeholder="輸出免税（国際輸送）、損害賠償金のため不課税 など"
          helperText="書類の明細の下に記載されます"
        />
      )}
      {/* Shown for a deduction, and while a month is chosen (so a refusal shows at its field). */}
      {(typeof amount === 'number' && amount < 0) || relatesToMonth ? (
        <SelectControl
          control={control}
          name="relatesToMonth"
          label={L.relatesToMonth}
          options={earlierMonths(accountingMonth)}
          emptyLabel="当月の取引（前月以前の取引の値引き・返品ではない）"
          helperText="前月以前の取引の値引き・返品は、元の取引月を選ぶと書類に「対価の返還等」として元の取引の期間とともに記載されます"
        />
      ) : null}
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
