import { zodResolver } from '@hookform/resolvers/zod';
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
import { useForm } from 'react-hook-form';
import { defaultsOf, fieldsOf } from '../../components/form/schema-values.ts';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifyError, notifySuccess } from '../../lib/notifier.ts';

const fields = fieldsOf(apiKeyInput);

type Props = {
  onIssue: (values: ApiKeyInput) => Promise<IssuedApiKey>;
  onClose: () => void;
};

/** Names and issues a key, then shows it once with a copy button. Rendered only while open. */
export function IssueApiKeyDialog({ onIssue, onClose }: Props) {
  const titleId = useId();
  const [issued, setIssued] = useState<IssuedApiKey | null>(null);
  const keyField = useRef<HTMLInputElement>(null);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useForm<ApiKeyInput>({ resolver: zodResolver(apiKeyInput), defaultValues: defaultsOf(apiKeyInput) });

  const submit = async (values: ApiKeyInput) => {
    try {
      setIssued(await onIssue(values));
    } catch (error) {
      handleError(error, { setError, knownFields: fields });
    }
  };

  const copy = async () => {
    if (!issued) return;
    try {
      await navigator.clipboard.writeText(issued.key);
      notifySuccess('APIキーをコピーしました');
    } catch {
      keyField.current?.select();
      notifyError('コピーできませんでした。選択されたキーを手動でコピーしてください');
    }
  };

  return (
    <Dialog
      open
      onClose={isSubmitting || issued ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId}>{issued ? 'APIキーを発行しました' : 'APIキーを発行'}</DialogTitle>
      {issued ? (
        <>
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
        </>
      ) : (
        <form noValidate onSubmit={handleSubmit(submit)}>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              キャンセル
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              発行
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
