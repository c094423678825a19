import { useState } from 'react';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard.tsx';

type Options = {
  /** Whether anything was entered (useDialogForm's `dialog.changed`). */
  changed: boolean;
  submitting: boolean;
  onClose: () => void;
};

/**
 * The guard of a form dialog: `requestClose` (for Escape, the backdrop and キャンセル) closes at once
 * when nothing changed, asks 変更を破棄しますか？ when something did, and waits while sending; leaving
 * the page asks too (useUnsavedChangesGuard). Render `guard` inside the dialog. FormDialog uses it; a
 * dialog of its own layout (the driver's 点呼) calls it directly.
 */
export function useDialogCloseGuard({ changed, submitting, onClose }: Options) {
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const leaveDialog = useUnsavedChangesGuard(changed && !submitting);
  const requestClose = () => {
    if (submitting) return;
    if (changed) setConfirmingDiscard(true);
    else onClose();
  };
  const guard = (
    <>
      <ConfirmDialog
        open={confirmingDiscard}
        title="変更を破棄しますか？"
        message="入力した内容は保存されません。"
        confirmLabel="破棄"
        onConfirm={() => {
          setConfirmingDiscard(false);
          onClose();
        }}
        onClose={() => setConfirmingDiscard(false)}
      />
      {leaveDialog}
    </>
  );
  return { requestClose, guard };
}
