import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LOGIN_CODE_LENGTH, signInWithCodeBody } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { authClient } from '../../lib/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { signInErrorMessage } from './sign-in-error.ts';

/**
 * 「ログインコードでサインイン」 (/login/code): a driver without an email address types the one-time code
 * his company printed or read out to him. Afterwards he stays signed in on this device.
 */
export function LoginCodePage() {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const { form, submit } = useSchemaForm({
    schema: signInWithCodeBody,
    defaultValues: { code: '' },
    onSubmit: async ({ code }) => {
      setFailure(null);
      await authClient.signInWithCode(code);
      navigate('/', { replace: true });
    },
    handled: (error) => {
      setFailure(signInErrorMessage(error));
      return true;
    },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <AuthCard title="ログインコードでサインイン">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          会社から受け取った{LOGIN_CODE_LENGTH}
          文字のログインコードを入力してください。コードは一度だけ使えます。
        </Typography>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label="ログインコード"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          autoFocus
          placeholder="XXXX-XXXX-XXXX"
          error={Boolean(errors.code)}
          helperText={errors.code?.message ?? 'ハイフンは省略できます'}
          slotProps={{
            htmlInput: { spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: 2 } },
          }}
          {...register('code')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'サインイン中…' : 'サインイン'}
        </Button>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
          メールアドレスでサインイン
        </Link>
      </Stack>
    </AuthCard>
  );
}
