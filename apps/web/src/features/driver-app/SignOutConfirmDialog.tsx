import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { useOutboxCounts } from './driver-outbox.ts';

/** The driver confirms sign-out; records still waiting in the outbox are named, since they stay unsent. */
export function SignOutConfirmDialog(props: { open: boolean; onConfirm: () => void; onClose: () => void }) {
  const { pending } = useOutboxCounts();
  const message =
    pending > 0
      ? `送信されていない記録が${pending}件あります。サインアウトすると、次に同じアカウントでサインインするまで送信されません。`
      : 'この端末からサインアウトします。';
  return (
    <ConfirmDialog
      {...props}
      title="サインアウトしますか？"
      message={message}
      confirmLabel="サインアウト"
      destructive={pending > 0}
    />
  );
}
