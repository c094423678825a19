import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { describeError, handleError } from '../lib/errors.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

type Props = {
  /** 拠点, 取引先拠点, コース: the title says 「<what>を削除しますか？」. */
  what: string;
  name: string;
  busy: boolean;
  onDelete: () => Promise<void>;
  size?: 'small' | 'medium';
};

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/**
 * Deletes after confirming. A record still in use answers 409 with the reason, which is shown in its
 * own dialog (the record stays).
 */
export function DeleteRecordButton({ what, name, busy, onDelete, size }: Props) {
  const [step, setStep] = useState<'idle' | 'confirm' | 'in-use'>('idle');
  const [reason, setReason] = useState('');

  const confirm = async () => {
    try {
      await onDelete();
    } catch (error) {
      if (isConflict(error)) {
        setReason(describeError(error).messages.join(' '));
        setStep('in-use');
        return;
      }
      setStep('idle');
      handleError(error);
    }
  };

  return (
    <>
      <Button
        color="error"
        variant="outlined"
        size={size}
        startIcon={<DeleteOutlined />}
        onClick={() => setStep('confirm')}
      >
        削除
      </Button>
      <ConfirmDialog
        open={step === 'confirm'}
        title={`${what}を削除しますか？`}
        message={`「${name}」を削除します。この操作は取り消せません。`}
        busy={busy}
        onConfirm={confirm}
        onClose={() => setStep('idle')}
      />
      <ConfirmDialog
        open={step === 'in-use'}
        title={`この${what}は削除できません`}
        message={reason}
        confirmLabel="閉じる"
        cancelLabel="キャンセル"
        destructive={false}
        onConfirm={() => setStep('idle')}
        onClose={() => setStep('idle')}
      />
    </>
  );
}
