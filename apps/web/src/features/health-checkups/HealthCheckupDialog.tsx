import Typography from '@mui/material/Typography';
import {
  type HealthCheckup,
  healthCheckupFields,
  healthCheckupKindLabels,
  healthCheckupLabels as L,
  nextCheckupDueOn,
  todayInTokyo,
} from '@rikuun/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { formatDate } from '../../lib/format.ts';
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
  const [create] = useCreateHealthCheckupMutation();
  const [update] = useUpdateHealthCheckupMutation();
  const [added, setAdded] = useState<File[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const { control, dialog } = useDialogForm({
    schema: healthCheckupFields,
    knownFields: formFields,
    changedOutside: added.length > 0 || removed.length > 0,
    defaultValues: checkup
      ? { checkupDate: checkup.checkupDate, kind: checkup.kind, result: checkup.result }
      : { checkupDate: todayInTokyo(), kind: 'regular', result: null },
    onSubmit: (values: CheckupValues) => send(values),
  });
  const isSubmitting = dialog.submitting;
  const [date, kind] = useWatch({ control, name: ['checkupDate', 'kind'] });
  const nextDue = /^\d{4}-\d{2}-\d{2}$/.test(date ?? '') && kind ? nextCheckupDueOn(date, kind) : null;

  async function send(values: CheckupValues) {
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
    } finally {
      setProgress(null);
    }
  }

  return (
    <FormDialog
      title={checkup ? '健康診断の編集' : '健康診断の追加'}
      {...dialog}
      progress={progress}
      onClose={onClose}
    >
      <DateFieldControl control={control} name="checkupDate" label={L.checkupDate} required disableFuture />
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
        onToggleRemoved={(id) => setRemoved((r) => (r.includes(id) ? r.filter((x) => x !== id) : [...r, id]))}
        added={added}
        onAdd={(files) => setAdded((a) => [...a, ...files])}
        onRemoveAdded={(index) => setAdded((a) => a.filter((_, i) => i !== index))}
        disabled={isSubmitting}
      />
    </FormDialog>
  );
}
