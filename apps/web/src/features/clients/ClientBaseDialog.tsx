import Box from '@mui/material/Box';
import {
  type ClientBase,
  type ClientBaseValues,
  clientBaseInput,
  clientBaseLabels as L,
} from '@rikuun/contract';
import { FormProvider } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { formGrid } from '../../components/form/FormActions.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { SiteFields } from '../bases/index.ts';
import { clientBaseToInput, newClientBaseValues } from './client-form-values.ts';
import { useCreateClientBaseMutation, useUpdateClientBaseMutation } from './clients.api.ts';

type Props = {
  clientId: string;
  /** The base to edit; none: a new one. */
  site?: ClientBase;
  onClose: () => void;
};

/** Adds or edits one of a client's bases in a dialog (full screen on a phone). */
export function ClientBaseDialog({ clientId, site, onClose }: Props) {
  const [createSite] = useCreateClientBaseMutation();
  const [updateSite] = useUpdateClientBaseMutation();
  const { form, control, dialog } = useDialogForm({
    schema: clientBaseInput,
    defaultValues: site ? clientBaseToInput(site) : newClientBaseValues,
    onSubmit: async (body: ClientBaseValues) => {
      if (site) await updateSite({ clientId, id: site.id, body }).unwrap();
      else await createSite({ clientId, body }).unwrap();
      notifySuccess(site ? '保存しました' : '取引先拠点を登録しました');
      onClose();
    },
  });

  return (
    <FormDialog
      {...dialog}
      title={site ? '取引先拠点の編集' : '取引先拠点の追加'}
      maxWidth="md"
      onClose={onClose}
    >
      {/* FormProvider: the address block inside SiteFields reads the form from context. */}
      <FormProvider {...form}>
        <Box sx={formGrid}>
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          </Box>
          <SiteFields control={control} labels={L} />
          <TimeFieldControl control={control} name="timeWindowStart" label={L.timeWindowStart} />
          <TimeFieldControl control={control} name="timeWindowEnd" label={L.timeWindowEnd} />
          <Box sx={{ gridColumn: '1 / -1' }}>
            <TextFieldControl
              control={control}
              name="memo"
              label={L.memo}
              multiline
              minRows={2}
              parse={emptyToNull}
            />
          </Box>
        </Box>
      </FormProvider>
    </FormDialog>
  );
}
