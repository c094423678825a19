import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

type Props<T extends FieldValues, V> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly { value: V; label: string; danger?: boolean }[];
};

/** Big yes/no (or few-choice) buttons for a gloved thumb: one tap answers, the chosen one is filled. */
export function ChoiceButtons<T extends FieldValues, V extends string | boolean>({
  control,
  name,
  label,
  options,
}: Props<T, V>) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)} fullWidth>
          <FormLabel id={labelId} sx={{ mb: 0.75, fontWeight: 700, color: 'text.primary' }}>
            {label}
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            aria-labelledby={labelId}
            value={field.value === null || field.value === undefined ? null : String(field.value)}
            onChange={(_event, picked: string | null) => {
              if (picked === null) return;
              field.onChange(options.find((o) => String(o.value) === picked)?.value ?? null);
            }}
          >
            {options.map((o) => (
              <ToggleButton
                key={String(o.value)}
                value={String(o.value)}
                color={o.danger ? 'error' : 'primary'}
                sx={{ minHeight: 56, fontSize: 17, fontWeight: 700, '&.Mui-selected': { borderWidth: 2 } }}
              >
                {o.label}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
