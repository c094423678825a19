import DialogContentText from '@mui/material/DialogContentText';
import {
  type ConsignorUser,
  type ConsignorUserValues,
  consignorUserInput,
  consignorUserLabels as L,
} from '@rikuun/contract';
import { FormDialog } from '../../components/FormDialog.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { defaultsOf, valuesOf } from '../../components/form/schema-values.ts';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';

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
  const { control, dialog } = useDialogForm({
    schema: consignorUserInput,
    defaultValues: user ? valuesOf(consignorUserInput, user) : defaultsOf(consignorUserInput),
    onSubmit,
  });

  return (
    <FormDialog
      {...dialog}
      title={user ? 'ユーザーの編集' : 'ユーザーの追加'}
      submitLabel={user ? '保存' : '登録して招待'}
      busyLabel={user ? '保存中…' : '送信中…'}
      onClose={onClose}
    >
      {!user && (
        <DialogContentText>
          登録すると、入力したメールアドレスに招待メールが届きます。メール内のリンクからログインし、パスワードを設定して利用を開始します。
        </DialogContentText>
      )}
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
    </FormDialog>
  );
}
