import MailOutlined from '@mui/icons-material/MailOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSendLoginMailMutation } from './drivers.api.ts';

type Props = { ids: readonly string[]; onSent: () => void };

/** 「ログイン用メールを送信」 to the selected drivers, after confirming: to all of them or, on an error, none. */
export function SendLoginMailButton({ ids, onSent }: Props) {
  const [open, setOpen] = useState(false);
  const [sendLoginMail, { isLoading }] = useSendLoginMailMutation();

  const send = async () => {
    try {
      const { sent } = await sendLoginMail(ids).unwrap();
      notifySuccess(`${sent}人にログイン用メールを送信しました`);
      onSent();
    } catch (error) {
      handleError(error);
    } finally {
      setOpen(false);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<MailOutlined />}
        disabled={ids.length === 0}
        onClick={() => setOpen(true)}
      >
        ログイン用メールを送信
      </Button>
      <ConfirmDialog
        open={open}
        title="ログイン用メールを送信しますか？"
        message={`選択した${ids.length}人のドライバーに、パスワードなしでログインできるリンク（有効期限24時間）をメールで送信します。`}
        confirmLabel="送信"
        destructive={false}
        busy={isLoading}
        onConfirm={send}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
