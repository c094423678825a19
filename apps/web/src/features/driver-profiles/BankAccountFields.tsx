import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  type DriverProfileInput,
  jpAccountTypeLabels,
  bankAccountLabels as L,
  toZenginKana,
} from '@rikuun/contract';
import { type Control, useWatch } from 'react-hook-form';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';

type Props = { control: Control<DriverProfileInput> };

/**
 * 振込先 of a contractor: bank and branch with their codes, account type and number, and the holder
 * as typed (全角カナ, ひらがな, 株式会社 ...) with the Zengin form it will be saved in shown live.
 */
export function BankAccountFields({ control }: Props) {
  const holder = useWatch({ control, name: 'accountHolder' });
  const zengin = holder ? toZenginKana(holder) : '';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextFieldControl
          control={control}
          name="bankName"
          label={L.bankName}
          fullWidth
          parse={emptyToNull}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextFieldControl
          control={control}
          name="bankCode"
          label={L.bankCode}
          fullWidth
          parse={emptyToNull}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextFieldControl
          control={control}
          name="branchName"
          label={L.branchName}
          fullWidth
          parse={emptyToNull}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <TextFieldControl
          control={control}
          name="branchCode"
          label={L.branchCode}
          fullWidth
          parse={emptyToNull}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 3 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <SelectControl
          control={control}
          name="jpAccountType"
          label={L.jpAccountType}
          options={optionsFrom(jpAccountTypeLabels)}
          emptyLabel="未選択"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextFieldControl
          control={control}
          name="accountNumber"
          label={L.accountNumber}
          fullWidth
          parse={emptyToNull}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        />
      </Grid>
      <Grid size={12}>
        <TextFieldControl
          control={control}
          name="accountHolder"
          label={L.accountHolder}
          fullWidth
          parse={emptyToNull}
          helperText="カタカナ・ひらがなで入力できます。全銀形式の半角カナに変換して保存します"
        />
        {zengin && (
          <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
            登録される名義: <strong>{zengin}</strong>
          </Typography>
        )}
      </Grid>
    </Grid>
  );
}
