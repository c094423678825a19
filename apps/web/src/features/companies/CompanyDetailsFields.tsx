import Box from '@mui/material/Box';
import { type CompanyProfileInput, companyLabels as L, taxRoundingLabels } from '@rikuun/contract';
import type { Control } from 'react-hook-form';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { AddressFields } from '../reference-data/index.ts';
import { ClosingDayControl } from './ClosingDayControl.tsx';

const roundingOptions = optionsFrom(taxRoundingLabels);

/**
 * A company's basic details, shared by the system administrator's form and the company's own
 * settings page (both schemas start with companyProfileInput's fields). The surrounding form must be
 * in a FormProvider: AddressFields (postal code lookup) reads it from context.
 */
export function CompanyDetailsFields({
  control,
  autoFocus,
}: {
  control: Control<CompanyProfileInput>;
  autoFocus?: boolean;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextFieldControl control={control} name="name" label={L.name} required autoFocus={autoFocus} />
      <TextFieldControl
        control={control}
        name="nameKana"
        label={L.nameKana}
        parse={emptyToNull}
        helperText="全角カタカナ（ひらがなは変換されます）"
      />
      <TextFieldControl
        control={control}
        name="corporateNumber"
        label={L.corporateNumber}
        parse={emptyToNull}
        helperText="13桁の数字"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextFieldControl
        control={control}
        name="representativeName"
        label={L.representativeName}
        parse={emptyToNull}
      />
      <AddressFields labels={{ zipCode: L.zipCode, address1: L.address1, address2: L.address2 }} />
      <TextFieldControl
        control={control}
        name="phone"
        label={L.phone}
        parse={emptyToNull}
        helperText="例: 03-1234-5678"
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <Box />
      <ClosingDayControl control={control} name="closingDay" label={L.closingDay} />
      <SelectControl
        control={control}
        name="taxRounding"
        label={L.taxRounding}
        options={roundingOptions}
        required
      />
    </Box>
  );
}
