import MailOutline from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSendConsignorLoginMailMutation } from './consignor-users.api.ts';

type Props = { ids: readonly string[]; onSent: () => void };

/** 「ログイン用リンクを送信」 to the selected users, after confirming. */
export function SendLoginMailButton({ ids, onSent }: Props) {
  const [open, setOpen] = useState(false);
  const [send, { isLoading }] = useSendConsignorLoginMailMutation();
  const confirm = async () => {
    try {
      const { sent } = await send({ ids }).unwrap();
      notifySuccess(`${sent}人にログイン用リンクを送信しました`);
      onSent();
    } catch (error) {
      handleError(error);
    } finally {
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<MailOutline />} onClick={() => setOpen(true)}>
        ログイン用リンクを送信
      </Button>
      <ConfirmDialog
        open={open}
        title="ログイン用リンクを送信しますか？"
        message={`選択した${ids.length}人に、パスワードなしでログインできるリンク（有効期限24時間）をメールで送ります。`}
        confirmLabel="送信"
        destructive={false}
        busy={isLoading}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
