import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type GroupInput, type GroupValues, groupInput, groupLabels as L } from '@rikuun/contract';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../components/form/FormActions.tsx';
import { fieldsOf } from '../../components/form/schema-values.ts';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useUnsavedChangesGuard } from '../../components/form/use-unsaved-changes-guard.tsx';
import { handleError } from '../../lib/errors.ts';

type Props = {
  defaultValues: GroupInput;
  onSubmit: (values: GroupValues) => Promise<void>;
  onCancel: () => void;
};

const groupFormFields = fieldsOf(groupInput);

/** Name and memo of a group; a name the company already uses comes back as a 409 at the name. */
export function GroupForm({ defaultValues, onSubmit, onCancel }: Props) {
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = useForm<GroupInput, unknown, GroupValues>({ resolver: zodResolver(groupInput), defaultValues });
  const leaveDialog = useUnsavedChangesGuard(isDirty && !isSubmitting);

  const submit = async (values: GroupValues) => {
    try {
      await onSubmit(values);
    } catch (error) {
      handleError(error, { setError, knownFields: groupFormFields });
    }
  };

  return (
    <Box component="form" noValidate onSubmit={handleSubmit(submit)} sx={{ maxWidth: 560 }}>
      <Stack spacing={2}>
        <TextFieldControl
          control={control}
          name="name"
          label={L.name}
          required
          autoFocus
          helperText="例: 第1班、夜間便、大田営業所"
        />
        <TextFieldControl
          control={control}
          name="memo"
          label={L.memo}
          multiline
          minRows={3}
          parse={emptyToNull}
        />
      </Stack>
      <FormActions busy={isSubmitting} onCancel={onCancel} />
      {leaveDialog}
    </Box>
  );
}
