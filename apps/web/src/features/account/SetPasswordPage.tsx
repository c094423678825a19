import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { changePasswordBody, PASSWORD_MIN_LENGTH } from '@rikuun/contract';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { useCurrentUser } from '../../lib/current-user.ts';
import { homePathFor } from '../../lib/navigation.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { authClient } from '../../lib/session.ts';
import { accountApi } from './account.api.ts';
import { signedOutBy } from './signed-out-by.ts';

const firstPasswordForm = changePasswordBody
  .pick({ newPassword: true })
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: '確認用のパスワードが一致しません',
  });

/**
 * After an invitation link: the user has no password yet and is asked to choose one (the server takes
 * it without a current password only while none is set). 「あとで設定する」 goes on to their home page;
 * they are asked again the next time they sign in by a link. After a password-reset link (?reset=1)
 * the same form replaces the forgotten password: the server takes it without the old one for a short
 * while after the link was used.
 */
export function SetPasswordPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const home = homePathFor(user.role);
  // Judged once: after saving, the refreshed user has a password while the page is still leaving.
  const [alreadySet] = useState(user.passwordSet);
  const reset = useSearchParams()[0].get('reset') === '1';
  const { form, submit } = useSchemaForm({
    schema: firstPasswordForm,
    defaultValues: { newPassword: '', confirmPassword: '' },
    knownFields: ['newPassword'],
    onSubmit: async ({ newPassword }) => {
      await authClient.changePassword({ newPassword });
      dispatch(accountApi.util.invalidateTags(['SelfData']));
      notifySuccess(
        reset
          ? 'パスワードを再設定しました。次回から新しいパスワードでログインできます'
          : 'パスワードを設定しました。次回からメールアドレスとパスワードでログインできます',
      );
      navigate(home, { replace: true });
    },
    handled: signedOutBy,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  if (alreadySet && !reset) return <Navigate to="/account" replace />;

  return (
    <Card variant="outlined" sx={{ maxWidth: 480, mx: 'auto' }}>
      <CardContent>
        <Typography variant="h1" component="h1" sx={{ mb: 1 }}>
          {reset ? 'パスワードの再設定' : 'パスワードの設定'}
        </Typography>
        <Typography sx={{ mb: 3, color: 'text.secondary' }}>
          {reset
            ? `${user.name}さん、新しいパスワードを入力してください。これまでのパスワードは使えなくなります。`
            : `${user.name}さん、ようこそ。次回からのログインに使うパスワードを設定してください。`}
        </Typography>
        <Stack component="form" spacing={2} useFlexGap noValidate onSubmit={submit}>
          <input
            type="text"
            name="username"
            autoComplete="username"
            value={user.email ?? ''}
            hidden
            readOnly
          />
          <TextField
            label="新しいパスワード"
            type="password"
            autoComplete="new-password"
            autoFocus
            error={Boolean(errors.newPassword)}
            helperText={
              errors.newPassword?.message ??
              `${PASSWORD_MIN_LENGTH}文字以上。よく使われるパスワードは使えません`
            }
            {...register('newPassword')}
          />
          <TextField
            label="新しいパスワード（確認）"
            type="password"
            autoComplete="new-password"
            error={Boolean(errors.confirmPassword)}
            helperText={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
            {isSubmitting ? '設定中…' : 'パスワードを設定'}
          </Button>
          <Button onClick={() => navigate(home, { replace: true })} disabled={isSubmitting}>
            {reset ? 'キャンセル' : 'あとで設定する'}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
