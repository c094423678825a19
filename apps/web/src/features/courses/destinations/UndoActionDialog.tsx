import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { type DestinationDetail, destinationActionTypeLabels } from '@rikuun/contract';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import { formatActionTime } from '../course-format.ts';
import { useDeleteActionMutation } from '../destinations.api.ts';

type Props = { courseId: string; courseDate: string; destination: DestinationDetail; onClose: () => void };

/** Staff remove a wrong action; the stop's status then follows the actions left. */
export function UndoActionDialog({ courseId, courseDate, destination, onClose }: Props) {
  const titleId = useId();
  const actions = destination.actions;
  // The latest is the likeliest mistake.
  const [picked, setPicked] = useState(actions.at(-1)?.id ?? '');
  const [confirming, setConfirming] = useState(false);
  const [deleteAction, { isLoading }] = useDeleteActionMutation();
  const describe = (id: string) => {
    const action = actions.find((a) => a.id === id);
    return action
      ? `${destinationActionTypeLabels[action.type]} ${formatActionTime(action.at, courseDate)}`
      : '';
  };

  const remove = async () => {
    try {
      await deleteAction({ courseId, destId: destination.id, id: picked }).unwrap();
      notifySuccess('実績を取り消しました');
      onClose();
    } catch (error) {
      setConfirming(false);
      handleError(error);
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>実績を取消</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {destination.sequence}. {destination.name}
        </Typography>
        <RadioGroup aria-label="取り消す実績" value={picked} onChange={(e) => setPicked(e.target.value)}>
          {actions.map((action) => (
            <FormControlLabel
              key={action.id}
              value={action.id}
              control={<Radio />}
              label={[describe(action.id), action.recordedByName, action.memo].filter(Boolean).join(' / ')}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>キャンセル</Button>
        <Button color="error" variant="contained" disabled={!picked} onClick={() => setConfirming(true)}>
          取り消す
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirming}
        title="実績を取り消しますか？"
        message={`「${describe(picked)}」を取り消します。配送先の状態は残りの実績に合わせて戻ります。`}
        confirmLabel="取り消す"
        busy={isLoading}
        onConfirm={remove}
        onClose={() => setConfirming(false)}
      />
    </Dialog>
  );
}
