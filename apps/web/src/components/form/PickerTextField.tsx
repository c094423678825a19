import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

/** What every field of the kit (date, time, date and time, month) takes besides its value. */
export type PickerFieldCommon = {
  label: string;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
  required?: boolean;
  disabled?: boolean;
  /** A message from outside (the form's, the server's): the field shows it unless it has its own. */
  error?: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
};

type Props = PickerFieldCommon & {
  /** The text for the current value (2026/12/31 (木), 21:30, 2026年12月). */
  shown: string;
  /** The form value: when it changes from outside (a reset, another record), the text follows. */
  value: unknown;
  /**
   * The text typed is done (blur, Enter, a pick): read it, send the value; answers the value sent
   * (so the field does not take it for a change from outside) and the text to show now, if any.
   */
  commit: (text: string) => { sent: unknown; text?: string };
  /** The field's own message (what it could not read), shown before `error`. */
  problem?: string;
  placeholder: string;
  inputMode: 'numeric' | 'text';
  /** The button's name (カレンダーを開く; the field's label describes it) and icon. */
  buttonLabel: string;
  icon: ReactNode;
  /** The pop-up while open (lazy: rendered inside Suspense); `pick` puts a value's text in and commits it. */
  popover: (props: { anchorEl: HTMLElement; onClose: () => void; pick: (text: string) => void }) => ReactNode;
};

/**
 * The one text field under the date, time and month fields: what the user types stays as typed until
 * he leaves the field or presses Enter, then it is read (the caller's `commit`) and shown the product's
 * way; a button (or Alt+↓) opens the picker. No native date/time input: those follow the browser's
 * locale (9:30 PM, 12/31/2026), this follows the product's. On a phone the button is a 44 px target.
 */
export function PickerTextField({
  label,
  name,
  inputRef,
  onBlur,
  required,
  disabled,
  error,
  helperText,
  size,
  fullWidth,
  sx,
  shown,
  value,
  commit,
  problem,
  placeholder,
  inputMode,
  buttonLabel,
  icon,
  popover,
}: Props) {
  const [text, setText] = useState(shown);
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const sent = useRef(value);
  const id = useId();

  // The value changed from outside (a reset, another record): show it.
  useEffect(() => {
    if (Object.is(value, sent.current)) return;
    sent.current = value;
    setText(shown);
  }, [value, shown]);

  const done = (typed: string) => {
    const next = commit(typed);
    sent.current = next.sent;
    if (next.text !== undefined) setText(next.text);
  };
  const open = () => {
    if (button.current) setAnchorEl(button.current);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') done(text);
    else if (event.key === 'ArrowDown' && event.altKey) {
      event.preventDefault();
      open();
    }
  };
  const message = problem ?? error;

  return (
    <>
      <TextField
        id={id}
        label={label}
        name={name}
        inputRef={inputRef}
        value={text}
        required={required}
        disabled={disabled}
        size={size}
        fullWidth={fullWidth}
        sx={sx}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onBlur={() => {
          done(text);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        error={message !== undefined}
        helperText={message ?? helperText}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode, spellCheck: false },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  ref={button}
                  edge="end"
                  size={size === 'small' ? 'small' : 'medium'}
                  aria-label={buttonLabel}
                  aria-describedby={`${id}-label`}
                  aria-haspopup="dialog"
                  aria-expanded={anchorEl !== null}
                  disabled={disabled}
                  onClick={open}
                  sx={(theme) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } })}
                >
                  {icon}
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      {anchorEl && (
        <Suspense fallback={null}>
          {popover({
            anchorEl,
            onClose: () => setAnchorEl(null),
            pick: (picked) => {
              setAnchorEl(null);
              setText(picked);
              done(picked);
            },
          })}
        </Suspense>
      )}
    </>
  );
}
