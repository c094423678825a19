import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import {
  fuelTypeLabels,
  vehicleLabels as L,
  ownershipLabels,
  type VehicleInput,
  type VehicleValues,
  vehicleClassLabels,
  vehicleInput,
} from '@rikuun/contract';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions } from '../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import type { Versioned } from '../../lib/version-conflict.ts';

type Props = {
  /** The edited record's version as loaded (absent for a new record). */
  version?: number;
  /** The latest record as form values, after another user's save (default: its schema fields). */
  toValues?: (record: Versioned) => VehicleInput;
  defaultValues: Partial<VehicleInput>;
  onSubmit: (values: VehicleValues) => Promise<void>;
  onCancel: () => void;
};

const classOptions = optionsFrom(vehicleClassLabels);
const fuelOptions = optionsFrom(fuelTypeLabels);
const ownershipOptions = optionsFrom(ownershipLabels);

/**
 * Every field of vehicleInput; the contract's schema validates here and again on the server. Leaving
 * with changes not saved (キャンセル, a link, closing the tab) asks first.
 */
export function VehicleForm({ defaultValues, onSubmit, onCancel, version, toValues }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({
    schema: vehicleInput,
    defaultValues,
    onSubmit,
    version,
    toValues,
  });
  const {
    control,
    formState: { isSubmitting },
  } = form;
  // While saving, the page navigates to the saved record: that must not ask.

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 880 }}>
        <TextFieldControl
          control={control}
          name="registrationNumber"
          label={L.registrationNumber}
          required
          autoFocus
          helperText="例: 品川 100 あ 12-34"
        />
        <TextFieldControl control={control} name="name" label={L.name} parse={emptyToNull} />
        <SelectControl
          control={control}
          name="vehicleClass"
          label={L.vehicleClass}
          options={classOptions}
          required
        />
        <TextFieldControl
          control={control}
          name="maxLoadKg"
          label={L.maxLoadKg}
          type="number"
          parse={toOptionalNumber}
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
          }}
        />
        <TextFieldControl
          control={control}
          name="grossWeightKg"
          label={L.grossWeightKg}
          type="number"
          parse={toOptionalNumber}
          helperText="車検証の値。8,000kg以上（または最大積載量5,000kg以上）の車両は日報に積載状況が必要です"
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { min: 0, step: 1, inputMode: 'numeric' },
          }}
        />
        <DateFieldControl control={control} name="inspectionExpiresOn" label={L.inspectionExpiresOn} />
        <DateFieldControl control={control} name="insuranceExpiresOn" label={L.insuranceExpiresOn} />
        <TextFieldControl control={control} name="maker" label={L.maker} parse={emptyToNull} />
        <TextFieldControl control={control} name="model" label={L.model} parse={emptyToNull} />
        <SelectControl
          control={control}
          name="fuelType"
          label={L.fuelType}
          options={fuelOptions}
          emptyLabel="未選択"
        />
        <SelectControl
          control={control}
          name="ownership"
          label={L.ownership}
          options={ownershipOptions}
          required
        />
        <DateFieldControl
          control={control}
          name="firstRegisteredOn"
          label={L.firstRegisteredOn}
          disableFuture
        />
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <SwitchControl control={control} name="active" label="稼働中" />
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
