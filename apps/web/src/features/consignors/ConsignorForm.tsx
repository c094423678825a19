import Box from '@mui/material/Box';
import {
  type ConsignorInput,
  type ConsignorValues,
  consignorInput,
  consignorLabels as L,
} from '@rikuun/contract';
import { FormProvider } from 'react-hook-form';
import { FormActions } from '../../components/form/FormActions.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { AddressFields } from '../reference-data/index.ts';

type Props = {
  defaultValues: ConsignorInput;
  onSubmit: (values: ConsignorValues) => Promise<void>;
  onCancel: () => void;
};

/** 荷主 fields; the contract's schema validates here and on the server. Leaving with changes asks. */
export function ConsignorForm({ defaultValues, onSubmit, onCancel }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({ schema: consignorInput, defaultValues, onSubmit });
  const {
    control,
    formState: { isSubmitting },
  } = form;
  return (
    // FormProvider: AddressFields reads the form from context.
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, maxWidth: 880 }}
        >
          <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          <TextFieldControl
            control={control}
            name="nameKana"
            label={L.nameKana}
            parse={emptyToNull}
            helperText="全角カタカナ（ひらがなも可）"
          />
          <AddressFields labels={{ zipCode: L.zipCode, address1: L.address1, address2: L.address2 }} />
          <TextFieldControl control={control} name="phone" label={L.phone} type="tel" parse={emptyToNull} />
          <SwitchControl control={control} name="active" label="有効" />
        </Box>
        <FormActions busy={isSubmitting} onCancel={onCancel} />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
