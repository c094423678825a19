import Box from '@mui/material/Box';
import { type AccidentReport, accidentReportLabels as L } from '@rikuun/contract';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { DateFieldControl, TimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { AddressFields } from '../reference-data/index.ts';
import { AccidentDetailsFields, Section } from './AccidentDetailsFields.tsx';
import { AccidentFilesField } from './AccidentFilesField.tsx';
import { AccidentPickers } from './AccidentPickers.tsx';
import type { PickedFile } from './accident-form-data.ts';
import {
  type AccidentReportFormInput,
  type AccidentReportFormValues,
  accidentReportForm,
} from './accident-form-schema.ts';

export type AccidentSubmit = (
  values: AccidentReportFormValues,
  files: PickedFile[],
  deleteFileIds: string[],
) => Promise<void>;

type Props = {
  defaultValues: AccidentReportFormInput;
  /** The report being edited (its saved files and its driver, who may no longer be active). */
  report?: AccidentReport;
  /** The driver's own report from the phone: his driverId is set, no driver or course to pick. */
  driverOnly?: boolean;
  onSubmit: AccidentSubmit;
  onCancel: () => void;
};

/** 事故報告 (create and edit): every field, the details, and the files by category. */
export function AccidentReportForm({ defaultValues, report, driverOnly, onSubmit, onCancel }: Props) {
  const [added, setAdded] = useState<PickedFile[]>([]);
  const [removed, setRemoved] = useState<string[]>([]);
  const { form, submit, leaveDialog } = useRecordForm({
    schema: accidentReportForm,
    defaultValues,
    onSubmit: (values) => onSubmit(values, added, removed),
  });
  const {
    control,
    formState: { isSubmitting },
  } = form;

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Section title={driverOnly ? '発生日時' : '発生日時・ドライバー'}>
          <Box sx={formGrid}>
            <DateFieldControl
              control={control}
              name="accidentDate"
              label={L.accidentDate}
              required
              disableFuture
            />
            <TimeFieldControl control={control} name="accidentTime" label={L.accidentTime} required />
            {!driverOnly && <AccidentPickers report={report} />}
            <TextFieldControl
              control={control}
              name="carRegistrationNumber"
              label={L.carRegistrationNumber}
              parse={emptyToNull}
              helperText="例: 品川 100 あ 12-34"
            />
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <SwitchControl control={control} name="isCritical" label="重大事故" />
            </Box>
          </Box>
        </Section>
        <Section title="発生場所">
          <Box sx={formGrid}>
            {driverOnly ? (
              // The postal lookup is the office's (reference data): on the phone the address is typed.
              <>
                <TextFieldControl control={control} name="zipCode" label={L.zipCode} required />
                <TextFieldControl control={control} name="address1" label={L.address1} required />
                <TextFieldControl control={control} name="address2" label={L.address2} parse={emptyToNull} />
              </>
            ) : (
              <AddressFields labels={{ address1: L.address1, address2: L.address2 }} />
            )}
            <Box sx={{ display: 'flex', alignItems: 'center' }}>
              <SwitchControl control={control} name="isCorrectAddress" label="住所を確認済み" />
            </Box>
            <TextFieldControl control={control} name="latitude" label={L.latitude} parse={toOptionalNumber} />
            <TextFieldControl
              control={control}
              name="longitude"
              label={L.longitude}
              parse={toOptionalNumber}
            />
          </Box>
        </Section>
        <AccidentDetailsFields />
        <Section title="写真・書類">
          <AccidentFilesField
            existing={report?.files ?? []}
            removed={removed}
            onToggleRemoved={(id) =>
              setRemoved((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]))
            }
            added={added}
            onChangeAdded={setAdded}
            disabled={isSubmitting}
          />
        </Section>
        <FormActions busy={isSubmitting} onCancel={onCancel} />
        {leaveDialog}
      </Box>
    </FormProvider>
  );
}
