import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { type bankAccountFields, bankAccountLabels, jpAccountTypeLabels } from '@rikuun/contract';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { CodeNameAutocomplete, type CodeNameOption } from '../../components/form/CodeNameAutocomplete.tsx';
import {
  completeCode,
  isBlank,
  zenginPreview,
  zenginPreviewText,
} from '../../components/form/reference-fields.ts';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull } from '../../components/form/TextFieldControl.tsx';
import { useDebouncedValue } from '../../components/form/use-debounced-value.ts';
import {
  useLazySearchBanksQuery,
  useLazySearchBranchesQuery,
  useSearchBanksQuery,
  useSearchBranchesQuery,
} from './reference-data.api.ts';

export type BankAccountField = keyof typeof bankAccountFields;

export type BankAccountFieldsProps = {
  /** Field names in the surrounding react-hook-form form (FormProvider); each defaults to its key. */
  names?: Partial<Record<BankAccountField, string>>;
  /** Labels; each defaults to the contract's bankAccountLabels. */
  labels?: Partial<Record<BankAccountField, string>>;
  disabled?: boolean;
};

const SEARCH_DELAY_MS = 250;
const accountTypeOptions = optionsFrom(jpAccountTypeLabels);

/**
 * 振込先口座 inside a react-hook-form form: pick the bank and then the branch by name, kana or code
 * (zengin-code data on the server), which fills their names and codes; the codes stay editable. The
 * account holder shows, as it is typed, the half-width Zengin form the transfer will carry.
 * Values are text as typed and null when empty (as emptyToNull writes, so typing and clearing leaves
 * the form unchanged); the contract's bankAccountFields normalize them.
 */
export function BankAccountFields({ names = {}, labels = {}, disabled }: BankAccountFieldsProps) {
  const n = (key: BankAccountField) => names[key] ?? key;
  const l = (key: BankAccountField) => labels[key] ?? bankAccountLabels[key];
  const { control, getValues, setValue } = useFormContext();
  const [bankName, bankCode, branchName, branchCode] = useWatch({
    control,
    name: [n('bankName'), n('bankCode'), n('branchName'), n('branchCode')],
  }) as unknown[];
  const set = (key: BankAccountField, value: string) =>
    setValue(n(key), emptyToNull(value), { shouldDirty: true, shouldValidate: true });

  const [bankQuery, setBankQuery] = useState<string | null>(null);
  const [branchQuery, setBranchQuery] = useState<string | null>(null);
  const bankSearch = useDebouncedValue(bankQuery, SEARCH_DELAY_MS);
  const branchSearch = useDebouncedValue(branchQuery, SEARCH_DELAY_MS);
  const validBankCode = completeCode(bankCode, 4);

  // Searches start when the list is first opened or typed into, not when the form loads.
  const banks = useSearchBanksQuery(bankSearch?.trim() ?? '', { skip: bankSearch === null });
  const branches = useSearchBranchesQuery(
    { bankCode: validBankCode ?? '', q: branchSearch?.trim() ?? '' },
    { skip: branchSearch === null || validBankCode === null },
  );

  // A code typed by hand names its bank or branch while that name is still empty.
  const [findBanks] = useLazySearchBanksQuery();
  const [findBranches] = useLazySearchBranchesQuery();
  const nameTypedCode = async (
    key: 'bankName' | 'branchName',
    codeKey: 'bankCode' | 'branchCode',
    code: string,
    search: Promise<{ data: CodeNameOption[] }>,
  ) => {
    try {
      const found = (await search).data.find((entry) => entry.code === code);
      if (found && isBlank(getValues(n(key))) && completeCode(getValues(n(codeKey)), code.length) === code)
        set(key, found.name);
    } catch {
      // Only a convenience: the code stays as typed, and the name can be typed or picked.
    }
  };
  const onBankCodeTyped = (text: string) => {
    const code = completeCode(text, 4);
    if (code && isBlank(getValues(n('bankName'))))
      void nameTypedCode('bankName', 'bankCode', code, findBanks(code, true).unwrap());
  };
  const onBranchCodeTyped = (text: string) => {
    const code = completeCode(text, 3);
    if (code && validBankCode && isBlank(getValues(n('branchName'))))
      void nameTypedCode(
        'branchName',
        'branchCode',
        code,
        findBranches({ bankCode: validBankCode, q: code }, true).unwrap(),
      );
  };

  const pickBank = (bank: CodeNameOption) => {
    set('bankName', bank.name);
    if (bank.code !== completeCode(bankCode, 4)) {
      set('bankCode', bank.code);
      // A branch belongs to its bank.
      set('branchName', '');
      set('branchCode', '');
    }
  };
  const pickBranch = (branch: CodeNameOption) => {
    set('branchName', branch.name);
    set('branchCode', branch.code);
  };

  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' },
      }}
    >
      <CodeNameAutocomplete
        name={n('bankName')}
        label={l('bankName')}
        picked={picked(bankCode, bankName, 4)}
        options={banks.data?.data ?? []}
        total={banks.data?.total ?? 0}
        loading={banks.isFetching}
        onSearch={setBankQuery}
        onPick={pickBank}
        noOptionsText="該当する金融機関がありません"
        helperText="名前・カナ・コードで検索できます"
        disabled={disabled}
      />
      <CodeField
        name={n('bankCode')}
        label={l('bankCode')}
        digits={4}
        onTyped={onBankCodeTyped}
        disabled={disabled}
      />
      <CodeNameAutocomplete
        name={n('branchName')}
        label={l('branchName')}
        picked={picked(branchCode, branchName, 3)}
        options={validBankCode ? (branches.data?.data ?? []) : []}
        total={validBankCode ? (branches.data?.total ?? 0) : 0}
        loading={branches.isFetching}
        onSearch={setBranchQuery}
        onPick={pickBranch}
        noOptionsText={validBankCode ? '該当する支店がありません' : '先に金融機関を選んでください'}
        helperText={
          validBankCode ? '支店名・カナ・コードで検索できます' : '金融機関を選ぶと支店を検索できます'
        }
        disabled={disabled}
      />
      <CodeField
        name={n('branchCode')}
        label={l('branchCode')}
        digits={3}
        onTyped={onBranchCodeTyped}
        disabled={disabled}
      />
      <SelectControl
        control={control}
        name={n('jpAccountType')}
        label={l('jpAccountType')}
        options={accountTypeOptions}
        emptyLabel="未選択"
      />
      <CodeField
        name={n('accountNumber')}
        label={l('accountNumber')}
        digits={7}
        helperText="7桁未満は先頭に0を補います"
        disabled={disabled}
      />
      <AccountHolderField name={n('accountHolder')} label={l('accountHolder')} disabled={disabled} />
    </Box>
  );
}

/** The option a stored name and code stand for, so the picker shows it as chosen. */
function picked(code: unknown, name: unknown, digits: number): CodeNameOption | null {
  const complete = completeCode(code, digits);
  return complete && typeof name === 'string' && name !== '' ? { code: complete, name, kana: '' } : null;
}

type FieldProps = { name: string; label: string; disabled?: boolean };

/** Digits typed as text: the contract checks the length (and pads an account number). */
function CodeField({
  name,
  label,
  digits,
  helperText,
  onTyped,
  disabled,
}: FieldProps & { digits: number; helperText?: string; onTyped?: (text: string) => void }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(emptyToNull(event.target.value));
        onTyped?.(event.target.value);
      }}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? helperText}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: digits + 2 } }}
    />
  );
}

/** 口座名義 with its Zengin form below it as typed (振込名義: ｶ)ﾃﾞﾓｳﾝｿｳ), or the characters it cannot take. */
function AccountHolderField({ name, label, disabled }: FieldProps) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const preview = zenginPreview(field.value);
  const problem = preview !== null && (preview.invalid.length > 0 || preview.tooLong);
  return (
    <TextField
      label={label}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(emptyToNull(event.target.value))}
      onBlur={field.onBlur}
      disabled={disabled}
      error={Boolean(fieldState.error) || problem}
      helperText={
        fieldState.error?.message ??
        (preview ? zenginPreviewText(preview) : '全角カナ・ひらがな・「株式会社」などはそのまま入力できます')
      }
      sx={{ gridColumn: '1 / -1' }}
      slotProps={{
        // Read out as it changes: what the bank will show for the holder.
        formHelperText: {
          'aria-live': 'polite',
          sx: { fontFamily: preview && !problem ? 'monospace' : undefined },
        },
      }}
    />
  );
}
