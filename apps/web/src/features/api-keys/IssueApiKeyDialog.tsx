import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type ApiKeyInput, apiKeyInput, type IssuedApiKey, apiKeyLabels as L } from '@rikuun/contract';
import { useId, useRef, useState } from 'react';
import { FormDialog } from '../../components/FormDialog.tsx';
import { defaultsOf } from '../../components/form/schema-values.ts';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';

type Props = {
  onIssue: (values: ApiKeyInput) => Promise<IssuedApiKey>;
  onClose: () => void;
};

/** Names and issues a key, then shows it once with a copy button. Rendered only while open. */
export function IssueApiKeyDialog({ onIssue, onClose }: Props) {
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const { control, dialog } = useDialogForm({
    schema: apiKeyInput,
    defaultValues: defaultsOf(apiKeyInput),
    onSubmit: async (values) => setIssued(await onIssue(values)),
  });

  if (issued) return <IssuedKeyDialog issued={issued} onClose={onClose} />;
  return (
    <FormDialog {...dialog} title="APIキーを発行" submitLabel="発行" busyLabel="発行中…" onClose={onClose}>
      <DialogContentText>
        外部システム（配車システムなど）から自社のデータを連携するためのキーです。用途がわかる名前を付けてください。
      </DialogContentText>
      <TextFieldControl
        control={control}
        name="name"
        label={L.name}
        required
        autoFocus
        helperText="例: 配車システム連携"
      />
    </FormDialog>
  );
}

/** The key, shown once: it closes only by 閉じる, so it is not lost to a click outside. */
function IssuedKeyDialog({ issued, onClose }: { issued: IssuedApiKey; onClose: () => void }) {
  const titleId = useId();
  const keyField = useRef<HTMLInputElement>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(issued.key);
      notifySuccess('APIキーをコピーしました');
    } catch {
      keyField.current?.select();
      notifyError('コピーできませんでした。選択されたキーを手動でコピーしてください');
    }
  };

  // It replaces the form's dialog in place: no second fade-in.
  return (
    <Dialog open aria-labelledby={titleId} fullWidth maxWidth="sm" transitionDuration={{ enter: 0 }}>
      <DialogTitle id={titleId}>APIキーを発行しました</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">
            このキーは今だけ表示されます。閉じると二度と表示できません。安全な場所に保管してください。
          </Alert>
          <TextField
            label={`「${issued.name}」のAPIキー`}
            value={issued.key}
            inputRef={keyField}
            fullWidth
            slotProps={{
              htmlInput: { readOnly: true, spellCheck: false, style: { fontFamily: 'monospace' } },
            }}
            onFocus={(e) => e.target.select()}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<ContentCopy />} onClick={copy}>
          コピー
        </Button>
        <Button variant="contained" onClick={onClose}>
          閉じる
        </Button>
      </DialogActions>
    </Dialog>
  );
}
