import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { ActionDialog } from '../../components/ActionDialog.tsx';

type Props = {
  decision: 'approved' | 'rejected';
  /** How many reports are decided (1 on a detail page). */
  count: number;
  busy: boolean;
  onSubmit: (comment: string | null) => void;
  onClose: () => void;
  /** Why the last submit was refused (missing items), shown above the text. */
  problem?: ReactNode;
};

/** 承認 or 差戻し of reports; a send-back needs its reason, which the driver is told by push. */
export function DecisionDialog({ decision, count, busy, onSubmit, onClose, problem }: Props) {
  const [comment, setComment] = useState('');
  const rejecting = decision === 'rejected';
  const what = count === 1 ? 'この日報' : `選択した${count}件の日報`;
  return (
    <ActionDialog
      title={rejecting ? '日報を差し戻す' : '日報を承認する'}
      submitLabel={rejecting ? '差し戻す' : '承認する'}
      busy={busy}
      ready={!rejecting || comment.trim() !== ''}
      onSubmit={() => onSubmit(comment.trim() || null)}
      onClose={onClose}
      maxWidth="sm"
    >
      {problem}
      <Typography variant="body2">
        {rejecting
          ? `${what}をドライバーに差し戻します。理由はプッシュ通知でドライバーに届きます。`
          : `${what}を承認します。承認後は内容・金額を変更できません。`}
      </Typography>
      <TextField
        label={rejecting ? '差戻しの理由' : 'コメント（任意）'}
        required={rejecting}
        autoFocus
        multiline
        minRows={2}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
    </ActionDialog>
  );
}
