import Box from '@mui/material/Box';
import { type BaseInput, type BaseValues, baseInput, baseLabels as L } from '@rikuun/contract';
import { FormProvider } from 'react-hook-form';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { SiteFields } from './SiteFields.tsx';

type Props = {
  defaultValues: Partial<BaseInput>;
  onSubmit: (values: BaseValues) => Promise<void>;
  onCancel: () => void;
};

/** Every field of baseInput; the contract's schema validates here and again on the server. */
export function BaseForm({ defaultValues, onSubmit, onCancel }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({ schema: baseInput, defaultValues, onSubmit });
  const {
    control,
    formState: { isSubmitting },
  } = form;

  return (
    // FormProvider: the address block inside SiteFields reads the form from context.
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={formGrid}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          </Box>
          <SiteFields control={control} labels={L} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="memo"
              label={L.memo}
              multiline
              minRows={3}
              parse={emptyToNull}
            />
          </Box>
        </Box>
        <FormActions busy={isSubmitting} onCancel={onCancel} />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
