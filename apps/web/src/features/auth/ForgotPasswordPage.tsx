import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type PasswordResetBody, passwordResetBody } from '@rikuun/contract';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { authClient } from '../../lib/session.ts';
import { AuthCard } from './AuthCard.tsx';
import { EmailField } from './EmailField.tsx';
import { signInErrorMessage } from './sign-in-error.ts';

/** 「パスワードをお忘れの方」: mails a sign-in link; after it, a new password is set on the account page. */
export function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetBody>({ resolver: zodResolver(passwordResetBody), defaultValues: { email: '' } });

  useEffect(() => {
    document.title = 'パスワードをお忘れの方 | 陸運';
  }, []);

  const onSubmit = async ({ email }: PasswordResetBody) => {
    setFailure(null);
    try {
      setSent(await authClient.requestPasswordReset(email));
    } catch (error) {
      setFailure(signInErrorMessage(error));
    }
  };

  return (
    <AuthCard title="パスワードをお忘れの方">
      {sent ? (
        <Stack spacing={2}>
          <Alert severity="success">{sent}</Alert>
          <Typography variant="body2">
            メールのリンクからログインし、アカウント画面で新しいパスワードを設定してください。リンクの有効期限は24時間です。
          </Typography>
          <Button component={RouterLink} to="/login" variant="outlined">
            ログイン画面へ戻る
          </Button>
        </Stack>
      ) : (
        <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit(onSubmit)}>
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
