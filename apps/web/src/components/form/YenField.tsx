import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useLayoutEffect, useRef, useState } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { caretAfterDigits, digitsBefore, formatYen, rawOfValue, yenRaw, yenValue } from './yen-text.ts';

type InputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  /** Bare digits ("", "-", "1234"). */
  value: string;
  onChange: (raw: string) => void;
  /** 調整額 may be negative; other amounts not. */
  allowNegative?: boolean;
  /** 「便」: shown after 円 as 円 / 便. */
  unit?: string;
};

/**
 * The one amount input: shows "1,234,567" as it is typed (full-width digits become half-width, the
 * caret stays after the digit just typed), numeric keyboard on phones, 円 after the number. While the
 * IME composes, the text is left alone and formatted when the composition ends.
 */
export function YenInput({ value, onChange, allowNegative = false, unit, slotProps, ...props }: InputProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const caret = useRef<number | null>(null);
  const [composing, setComposing] = useState<string | null>(null);
  const shown = composing ?? formatYen(value);

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (caret.current === null || !input || document.activeElement !== input) return;
    input.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const apply = (typed: string, at: number) => {
    const raw = yenRaw(typed, allowNegative);
    caret.current = caretAfterDigits(formatYen(raw), digitsBefore(typed, at));
    onChange(raw);
  };

  return (
    <TextField
      {...props}
      value={shown}
      inputRef={(el: HTMLInputElement | null) => {
        inputRef.current = el;
        const outer = props.inputRef;
        if (typeof outer === 'function') outer(el);
      }}
      onChange={(event) => {
        const target = event.target as HTMLInputElement;
        if ((event.nativeEvent as InputEvent).isComposing) {
          setComposing(target.value);
          return;
        }
        apply(target.value, target.selectionStart ?? target.value.length);
      }}
      onCompositionStart={() => setComposing(shown)}
      onCompositionEnd={(event) => {
        const target = event.target as HTMLInputElement;
        setComposing(null);
        apply(target.value, target.selectionStart ?? target.value.length);
      }}
      slotProps={{
        ...slotProps,
        input: {
          endAdornment: <InputAdornment position="end">{unit ? `円 / ${unit}` : '円'}</InputAdornment>,
          ...(slotProps?.input as object | undefined),
        },
        htmlInput: {
          inputMode: allowNegative ? 'text' : 'numeric',
          autoComplete: 'off',
          style: { textAlign: 'right' },
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}

type ControlProps<T extends FieldValues> = Omit<InputProps, 'value' | 'onChange' | 'name'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** YenInput bound to react-hook-form: the form holds a number (null when empty). */
export function YenFieldControl<T extends FieldValues>({
  control,
  name,
  helperText,
  ...props
}: ControlProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <YenInput
          {...props}
          name={field.name}
          inputRef={field.ref}
          value={rawOfValue(field.value)}
          onChange={(raw) => field.onChange(yenValue(raw))}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}
