import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  type DestinationDetail,
  destinationActionTypeLabels,
  destinationActionLabels as L,
} from '@rikuun/contract';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { DateTimeFieldControl } from '../../../components/form/DateFieldControl.tsx';
import { SelectControl } from '../../../components/form/SelectControl.tsx';
import {
  emptyToNull,
  TextFieldControl,
  toOptionalNumber,
} from '../../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../../components/form/use-dialog-form.ts';
import { describeError } from '../../../lib/errors.ts';
import { notifySuccess } from '../../../lib/notifier.ts';
import { useRecordActionMutation } from '../destinations.api.ts';
import { possibleActionTypes, suggestedActionType } from './action-choice.ts';
import { actionFormFields, actionFormSchema, newActionValues } from './action-form.ts';

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
  const { control, dialog } = useDialogForm({
    schema: actionFormSchema,
    defaultValues: newActionValues(suggestedActionType(destination.status) ?? 'arrived'),
    knownFields: actionFormFields,
    onSubmit: async (values) => {
      setRefusal(null);
      const body = { ...values, latitude: null, longitude: null, clientActionId: null };
      await recordAction({ courseId, destId: destination.id, body }).unwrap();
      notifySuccess(`「${destinationActionTypeLabels[values.type]}」を記録しました`);
      onClose();
    },
    handled: (error) => {
      if (!isConflict(error)) return false;
      setRefusal(describeError(error).messages.join(' '));
      return true;
    },
  });

  const type = useWatch({ control, name: 'type' });

  return (
    <FormDialog title="実績を記録" {...dialog} onClose={onClose}>
      <Typography variant="body2">
        {destination.sequence}. {destination.name}
      </Typography>
      {refusal && <Alert severity="error">{refusal}</Alert>}
      <SelectControl control={control} name="type" label={L.type} options={options} required />
      <DateTimeFieldControl control={control} name="at" label={L.at} required disableFuture />
      <TextFieldControl control={control} name="reason" label={L.reason} parse={emptyToNull} />
      {type === 'redelivery_requested' && (
        <DateTimeFieldControl control={control} name="redeliveryAt" label={L.redeliveryAt} required />
      )}
      {type === 'partial' && (
        <TextFieldControl
          control={control}
          name="deliveredQuantity"
          label={L.deliveredQuantity}
          required
          parse={toOptionalNumber}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
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
