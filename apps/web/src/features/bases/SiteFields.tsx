import InputAdornment from '@mui/material/InputAdornment';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { AddressFields } from '../reference-data/index.ts';

type SiteFieldValues = {
  zipCode?: string | null;
  address1?: string | null;
  address2?: string | null;
  phone?: string | null;
  latitude?: number | null;
  longitude?: number | null;
};

type Props<T extends FieldValues & SiteFieldValues> = {
  control: Control<T>;
  labels: Record<keyof SiteFieldValues, string>;
};

/**
 * 郵便番号, 住所, 電話番号 and the position of a place (a base or a client's base), laid out for the
 * two-column form grid. The address block looks the postal code up, so the form must sit in a
 * react-hook-form FormProvider.
 */
export function SiteFields<T extends FieldValues & SiteFieldValues>({ control, labels }: Props<T>) {
  const c = control as unknown as Control<SiteFieldValues>;
  const name = (n: keyof SiteFieldValues) => n as Path<SiteFieldValues>;
  return (
    <>
      <AddressFields
        labels={{ zipCode: labels.zipCode, address1: labels.address1, address2: labels.address2 }}
      />
      <TextFieldControl
        control={c}
        name={name('phone')}
        label={labels.phone}
        parse={emptyToNull}
        helperText="例: 03-1234-5678"
        slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel' } }}
      />
      <TextFieldControl
        control={c}
        name={name('latitude')}
        label={labels.latitude}
        type="number"
        parse={toOptionalNumber}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">°</InputAdornment> },
          htmlInput: { step: 'any', inputMode: 'decimal' },
        }}
      />
      <TextFieldControl
        control={c}
        name={name('longitude')}
        label={labels.longitude}
        type="number"
        parse={toOptionalNumber}
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">°</InputAdornment> },
          htmlInput: { step: 'any', inputMode: 'decimal' },
        }}
      />
    </>
  );
}
