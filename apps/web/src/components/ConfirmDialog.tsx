import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useOneSubmit } from './form/use-one-submit.ts';

type Props = {
  open: boolean;
  title: string;
  message: string;
  confirmLabel?: string;
  /** The button that closes without acting. */
  cancelLabel?: string;
  /** Destructive actions get the error colour. */
  destructive?: boolean;
  busy?: boolean;
  /** May return a promise: the confirm button stays off until it settles. */
  onConfirm: () => unknown;
  onClose: () => void;
};

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = '削除',
  cancelLabel = 'キャンセル',
  destructive = true,
  busy = false,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  const messageId = useId();
  // One confirm at a time, with one Idempotency-Key: a double click approves or deletes once.
  const once = useOneSubmit();
  const working = busy || once.busy;
  return (
    <Dialog
      open={open}
      onClose={working ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={working}>
          {cancelLabel}
        </Button>
        <Button
          onClick={() =>
            void once.run(async () => {
              await onConfirm();
            })
          }
          disabled={working}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
