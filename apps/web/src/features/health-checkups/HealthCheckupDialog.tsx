import { zodResolver } from '@hookform/resolvers/zod';
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
import {
  type HealthCheckup,
  type HealthCheckupInput,
  healthCheckupFields,
  healthCheckupKindLabels,
  healthCheckupLabels as L,
  nextCheckupDueOn,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate, todayInTokyo } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { CheckupFilePicker } from './CheckupFilePicker.tsx';
import {
  type CheckupValues,
  useCreateHealthCheckupMutation,
  useUpdateHealthCheckupMutation,
} from './health-checkups.api.ts';

const formFields = ['checkupDate', 'kind', 'result', 'deleteFileIds', 'create[files]'] as const;
type Props = { driverId: string; checkup?: HealthCheckup; onClose: () => void };

/** Adds or edits a checkup: date, kind, findings and result files (uploaded with progress). */
export function HealthCheckupDialog({ driverId, checkup, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [create] = useCreateHealthCheckupMutation();
  const [update] = useUpdateHealthCheckupMutation();
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<HealthCheckupInput, unknown, CheckupValues>({
    resolver: zodResolver(healthCheckupFields),
    defaultValues: checkup
      ? { checkupDate: checkup.checkupDate, kind: checkup.kind, result: checkup.result }
      : { checkupDate: todayInTokyo(), kind: 'regular', result: null },
  });
  const [date, kind] = useWatch({ control, name: ['checkupDate', 'kind'] });
  const nextDue = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') && kind ? nextCheckupDueOn(date, kind) : null;
  const changed = isDirty || added.length > 0 || removed.length > 0;

  const submit = async (values: CheckupValues) => {
    const onProgress = added.length > 0 ? setProgress : undefined;
    if (onProgress) setProgress(0);
    try {
      if (checkup) {
        await update({
          driverId,
          id: checkup.id,
          values,
          files: added,
          deleteFileIds: removed,
          onProgress,
        }).unwrap();
      } else {
        await create({ driverId, values, files: added, onProgress }).unwrap();
      }
      notifySuccess(checkup ? '健康診断を更新しました' : '健康診断を登録しました');
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: formFields });
    } finally {
      setProgress(null);
    }
  };

  const requestClose = () => {
    if (isSubmitting) return;
    if (changed) setConfirmingDiscard(true);
    else onClose();
  };

  return (
    <Dialog
      open
      fullScreen={fullScreen}
      fullWidth
      maxWidth="sm"
      onClose={requestClose}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{checkup ? '健康診断の編集' : '健康診断の追加'}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={2.5}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit(submit)}
        >
          <DateFieldControl
            control={control}
            name="checkupDate"
            label={L.checkupDate}
            required
            disableFuture
          />
          <SelectControl
            control={control}
            name="kind"
            label={L.kind}
            options={optionsFrom(healthCheckupKindLabels)}
            required
          />
          {nextDue && (
            <Typography variant="body2" aria-live="polite">
              {L.nextDueOn}: <strong>{formatDate(nextDue)}</strong>
              {kind === 'night_work' ? '（6か月ごと）' : '（1年ごと）'}
            </Typography>
          )}
          <TextFieldControl
            control={control}
            name="result"
            label={L.result}
            multiline
            minRows={3}
            parse={emptyToNull}
          />
          <CheckupFilePicker
            existing={checkup?.files ?? []}
            removed={removed}
            onToggleRemoved={(id) =>
              setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]))
            }
            added={added}
            onAdd={(files) => setAdded((a) => [...a, ...files])}
            onRemoveAdded={(index) => setAdded((a) => a.filter((_, i) => i !== index))}
            disabled={isSubmitting}
          />
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
        <Button onClick={requestClose} disabled={isSubmitting}>
          キャンセル
        </Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={isSubmitting}>
          保存
        </Button>
      </DialogActions>
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
    </Dialog>
  );
}
