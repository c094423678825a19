import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type DriverInput,
  type DriverValues,
  driverInput,
  employmentTypeLabels,
  driverLabels as L,
  licenseClassLabels,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions } from '../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import type { Versioned } from '../../lib/version-conflict.ts';
import { useGroupOptions } from '../groups/index.ts';
import { AddressFields } from '../reference-data/index.ts';

type Props = {
  /** The edited record's version as loaded (absent for a new record). */
  version?: number;
  /** The latest record as form values, after another user's save (default: its schema fields). */
  toValues?: (record: Versioned) => DriverInput;
  defaultValues: DriverInput;
  onSubmit: (values: DriverValues) => Promise<void>;
  onCancel: () => void;
  /** Under the email field: what saving does with the address (invitation, links that stop working). */
  emailHelp: string;
};

const employmentOptions = optionsFrom(employmentTypeLabels);
const licenseOptions = optionsFrom(licenseClassLabels);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {children}
      </Box>
    </Box>
  );
}

const wide = { gridColumn: '1 / -1' };

/** Every field of driverInput; the contract validates here and again on the server (errors at fields). */
export function DriverForm({ defaultValues, onSubmit, onCancel, emailHelp, version, toValues }: Props) {
  const groupOptions = useGroupOptions();
  const { form, submit, leaveDialog } = useRecordForm({
    schema: driverInput,
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
      <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 880 }}>
        <Stack spacing={4}>
          <Section title="基本情報">
            <TextFieldControl
              control={control}
              name="name"
              label={L.name}
              required
              autoFocus
              helperText="例: 山田 太郎"
            />
            <TextFieldControl
              control={control}
              name="nameKana"
              label={L.nameKana}
              parse={emptyToNull}
              helperText="全角カタカナ（ひらがなは変換されます）"
            />
            <SelectControl
              control={control}
              name="employmentType"
              label={L.employmentType}
              options={employmentOptions}
              required
            />
            <SelectControl
              control={control}
              name="groupId"
              label={L.groupId}
              options={groupOptions}
              emptyLabel="未所属"
            />
            <DateFieldControl control={control} name="birthDate" label={L.birthDate} disableFuture />
          </Section>
          <Section title="連絡先・住所">
            <TextFieldControl
              control={control}
              name="email"
              label={L.email}
              type="email"
              autoComplete="off"
              helperText={emailHelp}
            />
            <TextFieldControl
              control={control}
              name="phone"
              label={L.phone}
              type="tel"
              parse={emptyToNull}
              helperText="例: 090-1234-5678"
            />
            <AddressFields labels={{ zipCode: L.zipCode, address1: L.address1, address2: L.address2 }} />
          </Section>
          <Section title="勤務・免許">
            <DateFieldControl control={control} name="hiredOn" label={L.hiredOn} />
            <DateFieldControl
              control={control}
              name="appointedOn"
              label={L.appointedOn}
              helperText="運転者台帳に記載します"
            />
            <DateFieldControl control={control} name="leftOn" label={L.leftOn} />
            <TextFieldControl
              control={control}
              name="leftReason"
              label={L.leftReason}
              parse={emptyToNull}
              helperText="退職・契約終了のとき（例: 自己都合による退職）"
            />
            <TextFieldControl
              control={control}
              name="licenseNumber"
              label={L.licenseNumber}
              parse={emptyToNull}
              helperText="12桁の数字"
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <SelectControl
              control={control}
              name="licenseClass"
              label={L.licenseClass}
              options={licenseOptions}
              emptyLabel="未選択"
            />
            <TextFieldControl
              control={control}
              name="licenseConditions"
              label={L.licenseConditions}
              parse={emptyToNull}
              helperText="免許証の条件欄のとおり（例: 眼鏡等、AT限定）。条件がなければ「なし」"
            />
            <TextFieldControl
              control={control}
              name="healthCondition"
              label={L.healthCondition}
              parse={emptyToNull}
              helperText="運転者台帳に記載します（例: 良好）"
            />
            <Box sx={wide}>
              <TextFieldControl
                control={control}
                name="memo"
                label={L.memo}
                multiline
                minRows={3}
                parse={emptyToNull}
                fullWidth
              />
            </Box>
          </Section>
        </Stack>
        <FormActions busy={isSubmitting} onCancel={onCancel} />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
