import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  submitLabel: string;
  busy: boolean;
  /** False keeps the submit button disabled (nothing chosen yet). */
  ready?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** null: no cancel button (a dialog showing a result). */
  cancelLabel?: string | null;
  children: ReactNode;
};

/** A small dialog of the 配車表: a few choices and one action button (Enter submits). */
export function ActionDialog({
  title,
  submitLabel,
  busy,
  ready = true,
  onSubmit,
  onClose,
  maxWidth = 'xs',
  cancelLabel = 'キャンセル',
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth={maxWidth} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !busy) onSubmit();
          }}
        >
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        {cancelLabel !== null && (
          <Button onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
        )}
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={busy || !ready}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
