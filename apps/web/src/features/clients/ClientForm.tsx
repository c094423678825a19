import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import {
  type ClientInput,
  type ClientValues,
  clientInput,
  honorifics,
  clientLabels as L,
  TOLL_HANDLING_HELP,
} from '@rikuun/contract';
import { FormProvider } from 'react-hook-form';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import type { Versioned } from '../../lib/version-conflict.ts';
import { AddressFields } from '../reference-data/index.ts';
import {
  dayOptions,
  holidayRuleOptions,
  paymentMonthOptions,
  tollHandlingOptions,
} from './client-form-values.ts';

type Props = {
  /** The edited record's version as loaded (absent for a new record). */
  version?: number;
  /** The latest record as form values, after another user's save (default: its schema fields). */
  toValues?: (record: Versioned) => ClientInput;
  defaultValues: Partial<ClientInput>;
  onSubmit: (values: ClientValues) => Promise<void>;
  onCancel: () => void;
};

const honorificOptions = honorifics.map((h) => ({ value: h, label: h }));
const full = { gridColumn: '1 / -1' } as const;

function Section({ title }: { title: string }) {
  return (
    <Box sx={{ ...full, mt: 1 }}>
      <Typography variant="subtitle2" color="text.secondary">
        {title}
      </Typography>
      <Divider />
    </Box>
  );
}

/** Every field of clientInput; the contract's schema validates here and again on the server. */
export function ClientForm({ defaultValues, onSubmit, onCancel, version, toValues }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({
    schema: clientInput,
    defaultValues,
    onSubmit,
    version,
    toValues,
  });
  const {
    control,
    formState: { isSubmitting },
  } = form;

  return (
    // FormProvider: AddressFields reads the form from context.
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Box sx={formGrid}>
          <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
          <TextFieldControl
            control={control}
            name="nameKana"
            label={L.nameKana}
            parse={emptyToNull}
            helperText="全角カタカナ（ひらがなは変換されます）"
          />
          <SelectControl
            control={control}
            name="honorific"
            label={L.honorific}
            options={honorificOptions}
            required
          />
          <TextFieldControl control={control} name="contactName" label={L.contactName} parse={emptyToNull} />
          <Section title="連絡先" />
          <AddressFields labels={{ zipCode: L.zipCode, address1: L.address1, address2: L.address2 }} />
          <TextFieldControl
            control={control}
            name="phone"
            label={L.phone}
            parse={emptyToNull}
            helperText="例: 03-1234-5678"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <TextFieldControl
            control={control}
            name="email"
            label={L.email}
            type="email"
            parse={emptyToNull}
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
          <Section title="請求・支払" />
          <TextFieldControl
            control={control}
            name="invoiceRegistrationNumber"
            label={L.invoiceRegistrationNumber}
            parse={emptyToNull}
            helperText="T＋13桁（適格請求書発行事業者の登録番号。例: T1234567890123）"
          />
          <SelectControl
            control={control}
            name="closingDay"
            label={L.closingDay}
            options={dayOptions}
            required
          />
          <SelectControl
            control={control}
            name="paymentTermMonths"
            label={L.paymentTermMonths}
            options={paymentMonthOptions}
            required
            helperText="締日から何か月後に支払われるか"
          />
          <SelectControl
            control={control}
            name="paymentDay"
            label={L.paymentDay}
            options={dayOptions}
            required
          />
          <SelectControl
            control={control}
            name="holidayRule"
            label={L.holidayRule}
            options={holidayRuleOptions}
            required
            helperText="土日・祝日・年末年始（12/31〜1/3）に当たる支払期日の扱い"
          />
          <SelectControl
            control={control}
            name="tollHandling"
            label={L.tollHandling}
            options={tollHandlingOptions}
            required
            helperText={TOLL_HANDLING_HELP}
          />
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <SwitchControl control={control} name="active" label="取引中" />
          </Box>
          <Box sx={full}>
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
