import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordBody, PASSWORD_MIN_LENGTH } from '@rikuun/contract';
import { useState } from 'react';
import { z } from 'zod';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { authClient } from '../../lib/session.ts';
import { signedOutBy } from './signed-out-by.ts';

const passwordForm = changePasswordBody
  .extend({ currentPassword: z.string().max(200), confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: '確認用のパスワードが一致しません',
  });

/**
 * Asks for the current password, so that nobody at an unlocked screen can take the account. Right
 * after signing in by a mailed link (パスワードをお忘れの方, an invitation) the server does not need it,
 * and the field is not shown. Other sessions of the user end when the password changes.
 */
export function PasswordChangeForm() {
  const [askCurrent] = useState(() => !authClient.signedInByLinkRecently());
  const { form, submit } = useSchemaForm({
    schema: passwordForm,
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    knownFields: ['currentPassword', 'newPassword'],
    onSubmit: async ({ currentPassword, newPassword }) => {
      await authClient.changePassword(currentPassword ? { currentPassword, newPassword } : { newPassword });
      form.reset();
      notifySuccess('パスワードを変更しました。ほかの端末ではもう一度ログインが必要です');
    },
    handled: signedOutBy,
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  return (
    <Stack component="form" spacing={2} useFlexGap noValidate onSubmit={submit} sx={{ maxWidth: 420 }}>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly />
      {askCurrent && (
        <TextField
          label="現在のパスワード"
          type="password"
          autoComplete="current-password"
          required
          error={Boolean(errors.currentPassword)}
          helperText={errors.currentPassword?.message}
          {...register('currentPassword')}
        />
      )}
      <TextField
        label="新しいパスワード"
        type="password"
        autoComplete="new-password"
        error={Boolean(errors.newPassword)}
        helperText={
          errors.newPassword?.message ?? `${PASSWORD_MIN_LENGTH}文字以上。よく使われるパスワードは使えません`
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
      <div>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? '変更中…' : 'パスワードを変更'}
        </Button>
      </div>
    </Stack>
  );
}
