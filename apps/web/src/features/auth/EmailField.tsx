import TextField from '@mui/material/TextField';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';

/** The sign-in address field of the sign-in and reset forms: first focus, the browser's saved user name. */
export function EmailField({
  error,
  registration,
}: {
  error?: FieldError;
  registration: UseFormRegisterReturn;
}) {
  return (
    <TextField
      label="メールアドレス"
      type="email"
      autoComplete="username"
      autoFocus
      error={Boolean(error)}
      helperText={error?.message}
      {...registration}
    />
  );
}
