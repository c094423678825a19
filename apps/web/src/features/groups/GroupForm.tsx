import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { type GroupInput, type GroupValues, groupInput, groupLabels as L } from '@rikuun/contract';
import { FormActions } from '../../components/form/FormActions.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';

type Props = {
  defaultValues: GroupInput;
  onSubmit: (values: GroupValues) => Promise<void>;
  onCancel: () => void;
};

/** Name and memo of a group; a name the company already uses comes back as a 409 at the name. */
export function GroupForm({ defaultValues, onSubmit, onCancel }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({ schema: groupInput, defaultValues, onSubmit });
  const {
    control,
    formState: { isSubmitting },
  } = form;

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 560 }}>
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
