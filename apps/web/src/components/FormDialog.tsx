import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import type { SubmitLabels } from './form/FormActions.tsx';
import { useDialogCloseGuard } from './form/use-dialog-close-guard.tsx';

type Props = SubmitLabels & {
  title: string;
  /** The form's submit handler (useDialogForm's `dialog` brings it with `submitting` and `changed`). */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** While sending: the buttons are disabled, the submit button says `busyLabel`, closing waits. */
  submitting: boolean;
  /** Whether anything was entered: closing (or leaving the page) then asks before discarding it. */
  changed: boolean;
  /** Upload progress 0–1 while files are sent, else null. */
  progress?: number | null;
  onClose: () => void;
  /** Narrower for a field or two, wider for long forms (the default suits a few fields). */
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
};

/**
 * A form in a dialog (full screen on a phone) with 保存/キャンセル, upload progress, and a question
 * before a changed form is thrown away by Escape, a backdrop click or キャンセル, or by leaving the page
 * (useUnsavedChangesGuard). Its form: useDialogForm.
 */
export function FormDialog({
  title,
  onSubmit,
  submitting,
  changed,
  progress = null,
  onClose,
  submitLabel = '保存',
  busyLabel = '保存中…',
  maxWidth = 'sm',
  children,
}: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { requestClose, guard } = useDialogCloseGuard({ changed, submitting, onClose });

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      onClose={requestClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={onSubmit}
        >
          {children}
          {progress !== null && (
            <Box>
              <Typography variant="body2" sx={{ mb: 0.5 }}>
                アップロード中… {Math.round(progress * 100)}%
              </Typography>
              <LinearProgress
                variant="determinate"
                value={progress * 100}
                aria-label="アップロードの進み具合"
              />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose} disabled={submitting}>
          キャンセル
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={submitting}>
          {submitting ? busyLabel : submitLabel}
        </Button>
      </DialogActions>
      {guard}
    </Dialog>
  );
}
