import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { SESSION_EXPIRED_MESSAGE, signInBody } from '@rikuun/contract';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { authClient } from '../../lib/session.ts';
import { useAuthSession } from '../../lib/use-auth-session.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { safeNextPath, signInErrorMessage } from './sign-in-error.ts';

export function LoginPage() {
  const session = useAuthSession();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get('next'));
  const [failure, setFailure] = useState<string | null>(null);
  const { form, submit } = useSchemaForm({
    schema: signInBody,
    defaultValues: { email: '', password: '' },
    onSubmit: async ({ email, password }) => {
      setFailure(null);
      await authClient.signIn(email, password);
      navigate(next, { replace: true });
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

  if (session && !isSubmitting) return <Navigate to={next} replace />;

  return (
    <AuthCard title="サインイン">
      <Stack component="form" spacing={2} noValidate onSubmit={submit}>
        {/* e=401: the app sent the user here because their session ended, not because of a wrong password. */}
        {searchParams.get('e') === '401' && !failure && (
          <Alert severity="info">{SESSION_EXPIRED_MESSAGE}</Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <EmailField error={errors.email} registration={register('email')} />
        <TextField
          label="パスワード"
          type="password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? 'サインイン中…' : 'サインイン'}
        </Button>
        <Link component={RouterLink} to="/login/forgot" variant="body2" sx={{ alignSelf: 'center' }}>
          パスワードをお忘れの方
        </Link>
        <Link component={RouterLink} to="/login/code" variant="body2" sx={{ alignSelf: 'center' }}>
          ログインコードでサインイン
        </Link>
      </Stack>
    </AuthCard>
  );
}
