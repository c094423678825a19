import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import {
  type Attendance,
  rollCallConfirmLabels as L,
  type RollCallConfirmValues,
  rollCallConfirmInput,
  rollCallMethodLabels,
  rollCallMethods,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogCloseGuard } from '../../components/form/use-dialog-close-guard.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { driverAnswers, typeText } from './attendance-format.ts';
import { useConfirmAttendanceMutation } from './attendances.api.ts';

type Props = { records: readonly Attendance[]; onClose: () => void; onDone: () => void };

const methodOptions = rollCallMethods.map((value) => ({ value, label: rollCallMethodLabels[value] }));
const text = (value: string) => (value === '' ? null : value);
const fields = ['method', 'instructions', 'memo', 'alcoholOutcome'] as const;

/**
 * 点呼の確認: the signed-in staff user confirms one or many 点呼 as their 点呼執行者, with the method
 * and the instructions given; each driver's answers are shown beside the record. A positive reading
 * needs the 措置 (乗務禁止の対応). Each record is confirmed on its own: those done before a refusal stay.
 */
export function RollCallConfirmDialog({ records, onClose, onDone }: Props) {
  const titleId = useId();
  const [confirm] = useConfirmAttendanceMutation();
  const [left, setLeft] = useState(records);
  const positive = left.some((r) => r.alcoholDetected);
  const { control, dialog } = useDialogForm({
    schema: rollCallConfirmInput,
    defaultValues: { method: 'in_person', instructions: null, memo: null, alcoholOutcome: null },
    knownFields: fields,
    onSubmit: async (values: RollCallConfirmValues) => {
      let done = 0;
      for (const record of left) {
        try {
          await confirm({ id: record.id, body: values }).unwrap();
          done += 1;
        } catch (error) {
          // Those confirmed stay confirmed; the refusal goes to its field (the kit shows it).
          setLeft((now) => now.slice(done));
          if (done > 0) onDone();
          throw error;
        }
      }
      notifySuccess(`${done}件の点呼を確認しました`);
      onDone();
      onClose();
    },
  });
  const { requestClose, guard } = useDialogCloseGuard({ ...dialog, onClose });

  return (
    <Dialog open onClose={requestClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>点呼の確認（{left.length}件）</DialogTitle>
      <DialogContent dividers>
        <List dense aria-label="確認する点呼" sx={{ mb: 2 }}>
          {left.map((r) => (
            <ListItem key={r.id} divider>
              <ListItemText
                primary={`${formatDateTime(r.at)}　${r.driverName}　${typeText(r)}`}
                secondary={driverAnswers(r)}
                slotProps={{ secondary: { sx: { color: r.alcoholDetected ? 'error.main' : undefined } } }}
              />
            </ListItem>
          ))}
        </List>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} onSubmit={dialog.onSubmit}>
          <SelectControl
            control={control}
            name="method"
            label={L.method}
            options={methodOptions}
            required
            helperText="電話は出先で始まる・終わる乗務の点呼だけ、IT点呼は承認済み機器を自社設定に登録した場合だけ選べます"
          />
          <TextFieldControl
            control={control}
            name="instructions"
            label={L.instructions}
            multiline
            minRows={2}
            fullWidth
            parse={text}
          />
          {positive && (
            <>
              <Alert severity="error">
                酒気帯びが検知された点呼です。乗務させず、措置（帰宅させた・代わりの運転者を手配した
                など）を記録してください。
              </Alert>
              <TextFieldControl
                control={control}
                name="alcoholOutcome"
                label={L.alcoholOutcome}
                required
                multiline
                minRows={2}
                fullWidth
                parse={text}
              />
            </>
          )}
          <TextFieldControl
            control={control}
            name="memo"
            label={L.memo}
            multiline
            minRows={1}
            fullWidth
            parse={text}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={requestClose} disabled={dialog.submitting}>
          キャンセル
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={dialog.submitting || left.length === 0}
        >
          {dialog.submitting ? '確認中…' : '点呼執行者として確認する'}
        </Button>
      </DialogActions>
      {guard}
    </Dialog>
  );
}
