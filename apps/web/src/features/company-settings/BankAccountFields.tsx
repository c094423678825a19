import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  type CompanySettingsInput,
  invalidZenginCharacters,
  jpAccountTypeLabels,
  bankAccountLabels as L,
  toZenginKana,
} from '@rikuun/contract';
import { type Control, useWatch } from 'react-hook-form';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';

const accountTypeOptions = optionsFrom(jpAccountTypeLabels);

/** What the bank will show for the holder as it is typed: the Zengin half-width form (domain-ja §5). */
function ZenginPreview({ control }: { control: Control<CompanySettingsInput> }) {
  const holder = useWatch({ control, name: 'accountHolder' });
  if (!holder) return null;
  const zengin = toZenginKana(holder);
  const invalid = invalidZenginCharacters(zengin);
  return (
    <Typography
      variant="body2"
      aria-live="polite"
      data-testid="zengin-preview"
      sx={{ color: invalid.length > 0 ? 'error.main' : 'text.secondary', mt: -1 }}
    >
      振込データでの表記:{' '}
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem' }}>
        {zengin}
      </Box>
      {invalid.length > 0 && `（使用できない文字: ${invalid.join(' ')}）`}
    </Typography>
  );
}

/** 振込先口座: plain fields (codes typed), with the account holder's Zengin form shown live. */
export function BankAccountFields({ control }: { control: Control<CompanySettingsInput> }) {
  const digits = { htmlInput: { inputMode: 'numeric' as const } };
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
      <TextFieldControl
        control={control}
        name="bankName"
        label={L.bankName}
        parse={emptyToNull}
        helperText="例: みずほ銀行"
      />
      <TextFieldControl
        control={control}
        name="bankCode"
        label={L.bankCode}
        parse={emptyToNull}
        helperText="4桁（例: 0001）"
        slotProps={digits}
      />
      <TextFieldControl
        control={control}
        name="branchName"
        label={L.branchName}
        parse={emptyToNull}
        helperText="例: 本店"
      />
      <TextFieldControl
        control={control}
        name="branchCode"
        label={L.branchCode}
        parse={emptyToNull}
        helperText="3桁（例: 001）"
        slotProps={digits}
      />
      <SelectControl
        control={control}
        name="jpAccountType"
        label={L.jpAccountType}
        options={accountTypeOptions}
        emptyLabel="未選択"
      />
      <TextFieldControl
        control={control}
        name="accountNumber"
        label={L.accountNumber}
        parse={emptyToNull}
        helperText="7桁以内（先頭の0は補われます）"
        slotProps={digits}
      />
      <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
        <TextFieldControl
          control={control}
          name="accountHolder"
          label={L.accountHolder}
          parse={emptyToNull}
          helperText="カタカナ・ひらがなで入力（株式会社などは自動で略称になります）"
        />
        <ZenginPreview control={control} />
      </Box>
    </Box>
  );
}
