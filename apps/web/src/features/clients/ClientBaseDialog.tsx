import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import {
  type ClientBase,
  type ClientBaseInput,
  type ClientBaseValues,
  clientBaseInput,
  clientBaseLabels as L,
} from '@rikuun/contract';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formGrid } from '../../components/form/FormActions.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { SiteFields } from '../bases/index.ts';
import { clientBaseFormFields, clientBaseToInput, newClientBaseValues } from './client-form-values.ts';
import { useCreateClientBaseMutation, useUpdateClientBaseMutation } from './clients.api.ts';

type Props = {
  clientId: string;
  /** The base to edit; none: a new one. */
  site?: ClientBase;
  onClose: () => void;
};

/** Adds or edits one of a client's bases in a dialog (full screen on a phone). */
export function ClientBaseDialog({ clientId, site, onClose }: Props) {
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [createSite] = useCreateClientBaseMutation();
  const [updateSite] = useUpdateClientBaseMutation();
  const form = useForm<ClientBaseInput, unknown, ClientBaseValues>({
    resolver: zodResolver(clientBaseInput),
    defaultValues: site ? clientBaseToInput(site) : newClientBaseValues,
  });
  const {
    control,
    handleSubmit,
    setError,
    formState: { isSubmitting, isDirty },
  } = form;

  const submit = async (body: ClientBaseValues) => {
    try {
      if (site) await updateSite({ clientId, id: site.id, body }).unwrap();
      else await createSite({ clientId, body }).unwrap();
      notifySuccess(site ? '保存しました' : '取引先拠点を登録しました');
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: clientBaseFormFields });
    }
  };
  // A click outside must not throw away what was typed.
  const close = () => {
    if (!isSubmitting && !isDirty) onClose();
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      {/* FormProvider: the address block inside SiteFields reads the form from context. */}
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={handleSubmit(submit)}>
          <DialogTitle id={titleId}>{site ? '取引先拠点の編集' : '取引先拠点の追加'}</DialogTitle>
          <DialogContent>
            <Box sx={{ ...formGrid, pt: 1 }}>
              <Box sx={{ gridColumn: '1 / -1' }}>
                <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
              </Box>
              <SiteFields control={control} labels={L} />
              <TextFieldControl
                control={control}
                name="timeWindowStart"
                label={L.timeWindowStart}
                type="time"
                parse={emptyToNull}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextFieldControl
                control={control}
                name="timeWindowEnd"
                label={L.timeWindowEnd}
                type="time"
                parse={emptyToNull}
                slotProps={{ inputLabel: { shrink: true } }}
              />
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
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} disabled={isSubmitting}>
              キャンセル
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting}>
              保存
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}
