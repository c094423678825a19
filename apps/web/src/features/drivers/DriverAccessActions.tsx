import BlockOutlined from '@mui/icons-material/BlockOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Button from '@mui/material/Button';
import type { Driver } from '@rikuun/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useResendInvitationMailMutation, useSetDriverStatusMutation } from './drivers.api.ts';

type Step = 'idle' | 'invite' | 'status';

/** 招待メールを再送 and 無効にする・有効にする, each after a confirmation that says what it does. */
export function DriverAccessActions({ driver }: { driver: Driver }) {
  const [step, setStep] = useState<Step>('idle');
  const [resend, resending] = useResendInvitationMailMutation();
  const [setStatus, settingStatus] = useSetDriverStatusMutation();
  const active = driver.status === 'active';
  const inviteLabel = driver.invitationStatus === 'not_sent' ? '招待メールを送信' : '招待メールを再送';

  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      notifySuccess(done);
    } catch (error) {
      handleError(error);
    } finally {
      setStep('idle');
    }
  };

  return (
    <>
      {active && driver.email && (
        <Button variant="outlined" startIcon={<SendOutlined />} onClick={() => setStep('invite')}>
          {inviteLabel}
        </Button>
      )}
      <Button
        variant="outlined"
        color={active ? 'error' : 'primary'}
        startIcon={active ? <BlockOutlined /> : <CheckCircleOutlined />}
        onClick={() => setStep('status')}
      >
        {active ? '無効にする' : '有効にする'}
      </Button>
      <ConfirmDialog
        open={step === 'invite'}
        title={`${inviteLabel}しますか？`}
        message={`${driver.email ?? ''} に招待メール（有効期限7日間のログイン用リンク）を送信します。以前に送信したリンクは使えなくなります。`}
        confirmLabel="送信"
        destructive={false}
        busy={resending.isLoading}
        onConfirm={() => run(() => resend(driver.id).unwrap(), '招待メールを送信しました')}
        onClose={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'status'}
        title={active ? 'ドライバーを無効にしますか？' : 'ドライバーを有効にしますか？'}
        message={
          active
            ? `「${driver.name}」はすぐにログインできなくなり、使用中の端末からもログアウトされます。配車の対象からも外れます。記録は残ります。`
            : `「${driver.name}」が再びログインできるようになります（パスワード、または新しいログイン用リンクで）。`
        }
        confirmLabel={active ? '無効にする' : '有効にする'}
        destructive={active}
        busy={settingStatus.isLoading}
        onConfirm={() =>
          run(
            () => setStatus({ id: driver.id, status: active ? 'inactive' : 'active' }).unwrap(),
            active ? '無効にしました' : '有効にしました',
          )
        }
        onClose={() => setStep('idle')}
      />
    </>
  );
}
