import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { postalCodeLabels, zipCodeDigits } from '@rikuun/contract';
import { useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { mayFillAddress, postalLookupMessage } from '../../components/form/reference-fields.ts';
import { emptyToNull } from '../../components/form/TextFieldControl.tsx';
import { useLazyLookupPostalCodeQuery } from './reference-data.api.ts';

export type AddressFieldsProps = {
  /** Field names in the surrounding react-hook-form form (FormProvider). */
  zipCodeName?: string;
  address1Name?: string;
  address2Name?: string;
  labels?: { zipCode?: string; address1?: string; address2?: string };
  disabled?: boolean;
};

/**
 * 郵便番号 + 住所 (都道府県・市区町村・町域) + 建物名など, inside a react-hook-form form. A complete
 * 7-digit code (any width, with or without a hyphen) looks the address up and fills address1 when it
 * is empty or still holds the previous lookup's answer, so what the user wrote is never replaced.
 * 「住所を検索」 looks up again and fills address1 whatever it holds (the user asked for it).
 * Values stay text as typed; the contract's schemas normalize them on submit. An emptied field is
 * null, like every optional field of the project's forms (emptyToNull), so typing into a field and
 * clearing it again leaves the form unchanged for the unsaved-changes guard.
 */
export function AddressFields({
  zipCodeName = 'zipCode',
  address1Name = 'address1',
  address2Name = 'address2',
  labels = {},
  disabled,
}: AddressFieldsProps) {
  const { control, getValues, setValue } = useFormContext();
  const zip = useController({ control, name: zipCodeName });
  const address1 = useController({ control, name: address1Name });
  const address2 = useController({ control, name: address2Name });
  const [lookup, { isFetching }] = useLazyLookupPostalCodeQuery();
  const [notice, setNotice] = useState<string | null>(null);
  // What the last lookup wrote into address1, so the next one may replace it.
  const lastFilled = useRef<string | null>(null);
  const lastDigits = useRef<string | null>(zipCodeDigits(String(zip.field.value ?? '')));

  const search = async (digits: string, force: boolean) => {
    lastDigits.current = digits;
    setNotice(null);
    try {
      const found = await lookup(digits, true).unwrap();
      // A newer code typed while this one was on its way wins.
      if (zipCodeDigits(String(getValues(zipCodeName) ?? '')) !== digits) return;
      if (force || mayFillAddress(getValues(address1Name), lastFilled.current)) {
        setValue(address1Name, found.address1, { shouldDirty: true, shouldValidate: true });
        lastFilled.current = found.address1;
      }
    } catch (error) {
      setNotice(postalLookupMessage(error));
    }
  };

  const onZipChange = (text: string) => {
    zip.field.onChange(emptyToNull(text));
    const digits = zipCodeDigits(text);
    if (digits === null) {
      lastDigits.current = null;
      setNotice(null);
    } else if (digits !== lastDigits.current) void search(digits, false);
  };

  const typedDigits = zipCodeDigits(String(zip.field.value ?? ''));
  const zipError = zip.fieldState.error?.message;

  return (
    <Box
      sx={{
        gridColumn: '1 / -1',
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={labels.zipCode ?? postalCodeLabels.zipCode}
          name={zip.field.name}
          inputRef={zip.field.ref}
          value={zip.field.value ?? ''}
          onChange={(event) => onZipChange(event.target.value)}
          onBlur={zip.field.onBlur}
          disabled={disabled}
          error={Boolean(zipError)}
          helperText={zipError ?? notice ?? '7桁を入力すると住所を補完します'}
          placeholder="123-4567"
          autoComplete="postal-code"
          sx={{ flex: 1, maxWidth: 220 }}
          slotProps={{
            htmlInput: { inputMode: 'numeric', maxLength: 10 },
            formHelperText: { sx: notice && !zipError ? { color: 'warning.main' } : undefined },
            input: {
              startAdornment: <InputAdornment position="start">〒</InputAdornment>,
              endAdornment: isFetching ? (
                <InputAdornment position="end">
                  <CircularProgress size={16} aria-label="住所を検索中" />
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <Button
          variant="outlined"
          startIcon={<SearchIcon />}
          onClick={() => typedDigits && void search(typedDigits, true)}
          disabled={disabled || typedDigits === null || isFetching}
          sx={{ mt: 1, whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          住所を検索
        </Button>
      </Box>
      <TextField
        label={labels.address1 ?? '住所（都道府県・市区町村・町域）'}
        name={address1.field.name}
        inputRef={address1.field.ref}
        value={address1.field.value ?? ''}
        onChange={(event) => address1.field.onChange(emptyToNull(event.target.value))}
        onBlur={address1.field.onBlur}
        disabled={disabled}
        error={Boolean(address1.fieldState.error)}
        helperText={address1.fieldState.error?.message}
        sx={{ gridColumn: '1 / -1' }}
      />
      <TextField
        label={labels.address2 ?? '番地・建物名'}
        name={address2.field.name}
        inputRef={address2.field.ref}
        value={address2.field.value ?? ''}
        onChange={(event) => address2.field.onChange(emptyToNull(event.target.value))}
        onBlur={address2.field.onBlur}
        disabled={disabled}
        error={Boolean(address2.fieldState.error)}
        helperText={address2.fieldState.error?.message}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
