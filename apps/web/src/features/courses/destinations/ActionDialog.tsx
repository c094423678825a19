import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  type DestinationDetail,
  destinationActionTypeLabels,
  destinationActionLabels as L,
} from '@rikuun/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { SelectControl } from '../../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../../components/form/TextFieldControl.tsx';
import { describeError, handleError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import { useRecordActionMutation } from '../destinations.api.ts';
import { possibleActionTypes, suggestedActionType } from './action-choice.ts';
import {
  type ActionFormInput,
  type ActionFormValues,
  actionFormFields,
  actionFormSchema,
  newActionValues,
} from './action-form.ts';

type Props = { courseId: string; destination: DestinationDetail; onClose: () => void };

const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/**
 * Staff record an action for a stop (the driver could not, or forgot). Only the actions possible from
 * the stop's status are offered; if it changed meanwhile, the server's 409 reason shows here.
 */
export function ActionDialog({ courseId, destination, onClose }: Props) {
  const [recordAction] = useRecordActionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const options = possibleActionTypes(destination.status).map((type) => ({
    value: type,
    label: destinationActionTypeLabels[type],
  }));
  const form = useForm<ActionFormInput, unknown, ActionFormValues>({
    resolver: zodResolver(actionFormSchema),
    defaultValues: newActionValues(suggestedActionType(destination.status) ?? 'arrived'),
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;

  const submit = handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const body = { ...values, latitude: null, longitude: null, clientActionId: null };
      await recordAction({ courseId, destId: destination.id, body }).unwrap();
      notifySuccess(`「${destinationActionTypeLabels[values.type]}」を記録しました`);
      onClose();
    } catch (error) {
      if (isConflict(error)) setRefusal(describeError(error).messages.join(' '));
      else handleError(error, { setError, knownFields: actionFormFields });
    }
  });

  return (
    <FormDialog
      title="実績を記録"
      onSubmit={submit}
      submitting={isSubmitting}
      changed={isDirty}
      progress={null}
      onClose={onClose}
    >
      <Typography variant="body2">
        {destination.sequence}. {destination.name}
      </Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <SelectControl control={control} name="type" label={L.type} options={options} required />
      <TextFieldControl
        control={control}
        name="at"
        label={L.at}
        type="datetime-local"
        required
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextFieldControl
        control={control}
        name="memo"
        label={L.memo}
        multiline
        minRows={2}
        parse={emptyToNull}
      />
    </FormDialog>
  );
}
