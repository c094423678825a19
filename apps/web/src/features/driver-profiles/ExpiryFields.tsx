import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  canonicalInvoiceRegistrationNumber,
  type DriverProfileInput,
  driverProfileWarnings,
  driverProfileLabels as L,
} from '@rikuun/contract';
import { type Control, useWatch } from 'react-hook-form';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';

type Props = { control: Control<DriverProfileInput> };

/** The registration number's warning as the user types (the server answers the same on save). */
function useRegistrationWarning(control: Control<DriverProfileInput>): string | undefined {
  const typed = useWatch({ control, name: 'invoiceRegistrationNumber' });
  const canonical = typed ? canonicalInvoiceRegistrationNumber(typed) : undefined;
  return canonical ? driverProfileWarnings({ invoiceRegistrationNumber: canonical })[0]?.message : undefined;
}

/** 免許証・登録番号・ETCカード・給油カード: a card's expiry is asked only while the driver has it. */
export function ExpiryFields({ control }: Props) {
  const [hasEtcCard, hasFuelCard] = useWatch({ control, name: ['hasEtcCard', 'hasFuelCard'] });
  const warning = useRegistrationWarning(control);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateFieldControl control={control} name="driverLicenseExpired" label={L.driverLicenseExpired} />
        <TextFieldControl
          control={control}
          name="invoiceRegistrationNumber"
          label={L.invoiceRegistrationNumber}
          placeholder="T1234567890123"
          fullWidth
          parse={emptyToNull}
          helperText={warning ?? '適格請求書発行事業者の場合のみ'}
          color={warning ? 'warning' : 'primary'}
          focused={warning ? true : undefined}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 180, whiteSpace: 'nowrap' }}>
          <SwitchControl control={control} name="hasEtcCard" label={`${L.hasEtcCard}あり`} />
        </Box>
        {hasEtcCard === true || hasEtcCard === 'true' ? (
          <DateFieldControl control={control} name="etcCardExpired" label={L.etcCardExpired} />
        ) : null}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ minWidth: 180, whiteSpace: 'nowrap' }}>
          <SwitchControl control={control} name="hasFuelCard" label={`${L.hasFuelCard}あり`} />
        </Box>
        {hasFuelCard === true || hasFuelCard === 'true' ? (
          <DateFieldControl control={control} name="fuelCardExpired" label={L.fuelCardExpired} />
        ) : null}
      </Stack>
    </>
  );
}
