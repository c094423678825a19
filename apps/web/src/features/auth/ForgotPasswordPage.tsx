import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { passwordResetBody } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { authClient } from '../../lib/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { signInErrorMessage } from './sign-in-error.ts';

/** 「パスワードをお忘れの方」: mails a reset link, which opens the set-password screen (valid 1 hour). */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { form, submit } = useSchemaForm({
    schema: passwordResetBody,
    defaultValues: { email: '' },
    onSubmit: async ({ email }) => {
      setFailure(null);
      setSent(await authClient.requestPasswordReset(email));
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

  useEffect(() => {
    document.title = 'パスワードをお忘れの方 | 陸運';
  }, []);

  return (
    <AuthCard title="パスワードをお忘れの方">
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success">{sent}</Alert>
          <Typography variant="body2">
            メールのリンクを開き、新しいパスワードを設定してください。リンクの有効期限は1時間です。
          </Typography>
          <Button component={RouterLink} to="/login" variant="outlined">
            ログイン画面へ戻る
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={submit}>
          <Typography variant="body2">
            ご登録のメールアドレスを入力してください。ログイン用のリンクをお送りします。
          </Typography>
          {failure && <Alert severity="error">{failure}</Alert>}
          <EmailField error={errors.email} registration={register('email')} />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? '送信中…' : 'ログイン用リンクを送信'}
          </Button>
          <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'center' }}>
            ログイン画面へ戻る
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
