import Box from '@mui/material/Box';
import {
  type ContractInput,
  type ContractValues,
  contractInput,
  feeTypeLabels,
  feeTypeUnits,
  contractLabels as L,
} from '@rikuun/contract';
import { useWatch } from 'react-hook-form';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { YenFieldControl } from '../../components/form/YenField.tsx';
import type { Versioned } from '../../lib/version-conflict.ts';
import { useListBasesQuery } from '../bases/index.ts';
import { useListClientsQuery } from '../clients/index.ts';
import { taxRateOptions } from './contract-form-values.ts';

type Props = {
  /** The edited record's version as loaded (absent for a new record). */
  version?: number;
  /** The latest record as form values, after another user's save (default: its schema fields). */
  toValues?: (record: Versioned) => ContractInput;
  defaultValues: Partial<ContractInput>;
  onSubmit: (values: ContractValues) => Promise<void>;
  onCancel: () => void;
};

const feeTypeOptions = optionsFrom(feeTypeLabels);

/** Every field of contractInput; the contract's schema validates here and again on the server. */
export function ContractForm({ defaultValues, onSubmit, onCancel, version, toValues }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({
    schema: contractInput,
    defaultValues,
    onSubmit,
    version,
    toValues,
  });
  const {
    control,
    formState: { isSubmitting },
  } = form;
  const feeType = useWatch({ control, name: 'feeType' });
  const unit = feeType ? feeTypeUnits[feeType] : undefined;
  const taxRate = useWatch({ control, name: 'taxRate' });
  const { data: clients } = useListClientsQuery({ perPage: 1000, sort: 'nameKana' });
  const { data: bases } = useListBasesQuery({ perPage: 1000, sort: 'name' });
  const clientOptions = (clients?.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const baseOptions = (bases?.data ?? []).map((b) => ({ value: b.id, label: b.name }));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={formGrid}>
        {/* The select shows its value only once the options have loaded. */}
        {clients ? (
          <SelectControl
            control={control}
            name="clientId"
            label={L.clientId}
            options={clientOptions}
            required
          />
        ) : (
          <Box />
        )}
        <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
        <DateFieldControl control={control} name="from" label={L.from} required />
        <DateFieldControl control={control} name="to" label={L.to} helperText="空欄は期限なし" />
        <SelectControl control={control} name="feeType" label={L.feeType} options={feeTypeOptions} required />
        <SelectControl control={control} name="taxRate" label={L.taxRate} options={taxRateOptions} required />
        {taxRate === 0 && (
          <TextFieldControl
            control={control}
            name="taxExemptReason"
            label={L.taxExemptReason}
            required
            parse={emptyToNull}
            placeholder="輸出免税（国際輸送）など"
            helperText="請求書の明細の下に記載されます"
          />
        )}
        <YenFieldControl
          control={control}
          name="billingUnitPrice"
          label={L.billingUnitPrice}
          unit={unit}
          required
        />
        <YenFieldControl
          control={control}
          name="paymentUnitPrice"
          label={L.paymentUnitPrice}
          unit={unit}
          helperText="委託ドライバーへの支払単価"
        />
        {bases ? (
          <SelectControl
            control={control}
            name="baseId"
            label={L.baseId}
            options={baseOptions}
            emptyLabel="未設定"
          />
        ) : (
          <Box />
        )}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <SwitchControl control={control} name="active" label="有効" />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextFieldControl
            control={control}
            name="loadingTasks"
            label={L.loadingTasks}
            multiline
            minRows={2}
            parse={emptyToNull}
            helperText="契約書に定めた荷役・附帯業務（検品、棚入れ など）。記入すると、日報で1時間以上の荷役の記録を求めません。"
          />
        </Box>
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextFieldControl
            control={control}
            name="memo"
            label={L.memo}
            multiline
            minRows={3}
            parse={emptyToNull}
          />
        </Box>
      </Box>
      <FormActions busy={isSubmitting} onCancel={onCancel} />
      {leaveDialog}
    </Box>
  );
}
