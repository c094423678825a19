import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { type ExpenseType, expenseTypeLabels, expenseTypes, expenseLabels as L } from '@rikuun/contract';
import { DateField } from '../../components/form/DateField.tsx';
import { YenInput } from '../../components/form/YenField.tsx';
import type { FieldErrorMap } from '../../lib/form-errors.ts';
import type { ExpenseDraft } from './expense-form-data.ts';

type Props = {
  draft: ExpenseDraft;
  onChange: (change: Partial<ExpenseDraft>) => void;
  errors: FieldErrorMap;
  today: string;
};

const big = { minHeight: 56, fontSize: 18 };

/** The expense's fields for a phone: large choices, a number pad for the amount. */
export function ExpenseFormFields({ draft, onChange, errors, today }: Props) {
  const error = (field: string) => errors[field]?.[0];
  return (
    <Stack spacing={2.5}>
      <Stack spacing={1}>
        <Typography component="h2" sx={{ fontSize: 18, fontWeight: 700 }}>
          {L.expenseType}
        </Typography>
        <ToggleButtonGroup
          exclusive
          color="primary"
          value={draft.expenseType}
          onChange={(_e, value: ExpenseType | null) => value && onChange({ expenseType: value })}
          aria-label={L.expenseType}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)' }}
        >
          {expenseTypes.map((type) => (
            <ToggleButton key={type} value={type} sx={big}>
              {expenseTypeLabels[type]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {error('expenseType') && <Typography sx={{ color: 'error.main' }}>{error('expenseType')}</Typography>}
      </Stack>
      <YenInput
        label={`${L.amount}（円）`}
        value={draft.amount}
        onChange={(amount) => onChange({ amount })}
        error={Boolean(error('amount'))}
        helperText={error('amount')}
        required
        slotProps={{ htmlInput: { style: { fontSize: 24, textAlign: 'right' } } }}
      />
      <ToggleButtonGroup
        exclusive
        color="primary"
        value={draft.taxIncluded ? 'in' : 'out'}
        onChange={(_e, value: 'in' | 'out' | null) => value && onChange({ taxIncluded: value === 'in' })}
        aria-label={L.taxIncluded}
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)' }}
      >
        <ToggleButton value="in" sx={big}>
          税込
        </ToggleButton>
        <ToggleButton value="out" sx={big}>
          税抜
        </ToggleButton>
      </ToggleButtonGroup>
      <DateField
        label={L.paidOn}
        value={draft.paidOn || null}
        onChange={(paidOn) => onChange({ paidOn: paidOn ?? '' })}
        error={error('paidOn')}
        required
        max={today}
        sx={{ '& input': { fontSize: 20 } }}
      />
      <TextField
        label={L.payeeName}
        value={draft.payeeName}
        onChange={(e) => onChange({ payeeName: e.target.value })}
        error={Boolean(error('payeeName'))}
        helperText={error('payeeName') ?? '領収書の発行者（例: 首都高速道路株式会社）'}
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <TextField
        label={L.payeeRegistrationNumber}
        value={draft.payeeRegistrationNumber}
        onChange={(e) => onChange({ payeeRegistrationNumber: e.target.value })}
        error={Boolean(error('payeeRegistrationNumber'))}
        helperText={error('payeeRegistrationNumber') ?? '領収書に T から始まる番号があれば入力'}
        slotProps={{ htmlInput: { maxLength: 20, autoCapitalize: 'characters' } }}
      />
      <TextField
        label={L.memo}
        value={draft.memo}
        onChange={(e) => onChange({ memo: e.target.value })}
        error={Boolean(error('memo'))}
        helperText={error('memo') ?? '例: 首都高 豊洲→京橋'}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <FormControlLabel
        control={
          <Switch checked={draft.billable} onChange={(e) => onChange({ billable: e.target.checked })} />
        }
        label={`${L.billable}（荷主の指示で立て替えたとき）`}
        sx={{ minHeight: 48 }}
      />
    </Stack>
  );
}
