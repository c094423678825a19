import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

type Props = {
  open: boolean;
  /** 「3件の経費を差し戻します」 */
  description: string;
  busy: boolean;
  onClose: () => void;
  onReject: (comment: string) => void;
};

/** 差戻し asks for the reason, which the driver reads on the phone (and in the push). */
export function RejectDialog({ open, description, busy, onClose, onReject }: Props) {
  const [comment, setComment] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = comment.trim() === '';
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="reject-title"
    >
      <DialogTitle id="reject-title">差戻し</DialogTitle>
      <DialogContent>
        <TextField
          label="差戻しの理由"
          helperText={touched && missing ? '差戻しの理由を入力してください' : description}
          error={touched && missing}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          onBlur={() => setTouched(true)}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: 1000 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          キャンセル
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!missing) onReject(comment.trim());
          }}
        >
          差し戻す
        </Button>
      </DialogActions>
    </Dialog>
  );
}
