import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ConsignorUser,
  type ConsignorUserInput,
  type ConsignorUserValues,
  consignorUserInput,
  consignorUserLabels as L,
} from '@rikuun/contract';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { defaultsOf, fieldsOf, valuesOf } from '../../components/form/schema-values.ts';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useUnsavedChangesGuard } from '../../components/form/use-unsaved-changes-guard.tsx';
import { handleError } from '../../lib/errors.ts';

const fields = fieldsOf(consignorUserInput);

type Props = {
  /** The user to edit; absent for a new one. */
  user?: ConsignorUser;
  /** The signed-in user may not deactivate himself: the switch is off limits for him. */
  isSelf?: boolean;
  onSubmit: (values: ConsignorUserValues) => Promise<void>;
  onClose: () => void;
};

/** Adds (with an invitation mail) or edits a consignor user. Rendered only while open. */
export function ConsignorUserDialog({ user, isSelf = false, onSubmit, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<ConsignorUserInput, unknown, ConsignorUserValues>({
    resolver: zodResolver(consignorUserInput),
    defaultValues: user ? valuesOf(consignorUserInput, user) : defaultsOf(consignorUserInput),
  });
  const leaveDialog = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const submit = async (values: ConsignorUserValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      handleError(error, { setError, knownFields: fields });
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
    >
      <form noValidate onSubmit={handleSubmit(submit)}>
        <DialogTitle id={titleId}>{user ? 'ユーザーの編集' : 'ユーザーの追加'}</DialogTitle>
        <DialogContent>
          {!user && (
            <DialogContentText sx={{ mb: 2 }}>
              登録すると、入力したメールアドレスに招待メールが届きます。メール内のリンクからログインし、パスワードを設定して利用を開始します。
            </DialogContentText>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
            <TextFieldControl
              control={control}
              name="email"
              label={L.email}
              type="email"
              required
              autoComplete="off"
            />
            <TextFieldControl
              control={control}
              name="phone"
              label={L.phone}
              type="tel"
              parse={emptyToNull}
              helperText="例: 03-1234-5678"
            />
            {isSelf ? (
              <DialogContentText variant="body2">自分自身を無効にすることはできません。</DialogContentText>
            ) : (
              <SwitchControl control={control} name="active" label="有効（ログインできる）" />
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            キャンセル
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {user ? '保存' : '登録して招待'}
          </Button>
        </DialogActions>
      </form>
      {leaveDialog}
    </Dialog>
  );
}
