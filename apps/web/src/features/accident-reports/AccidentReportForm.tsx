import Box from '@mui/material/Box';
import { type AccidentReport, accidentReportLabels as L } from '@rikuun/contract';
import { useMemo, useState } from 'react';
import { FormProvider, useWatch } from 'react-hook-form';
import { AddressFields } from '../../components/form/AddressFields.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import { useListCoursesQuery } from '../courses/courses.api.ts';
import { NO_OPTIONS, useDriverOptions } from '../courses/dispatch/use-options.ts';
import { AccidentDetailsFields, Section } from './AccidentDetailsFields.tsx';
import { AccidentFilesField } from './AccidentFilesField.tsx';
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
  onSubmit: AccidentSubmit;
  onCancel: () => void;
};

/** The day's courses of the chosen driver, to link the report to the one he was running. */
function useCourseOptions(date: unknown, driverId: unknown, current?: AccidentReport) {
  const valid =
    typeof date === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(date) &&
    typeof driverId === 'string' &&
    driverId !== '';
  const { data } = useListCoursesQuery(
    { page: 1, perPage: 100, deliveryDate: String(date), driverId: String(driverId) },
    { skip: !valid },
  );
  return useMemo(() => {
    const options = (valid ? (data?.data ?? []) : []).map((c) => ({ value: c.id, label: c.name }));
    if (current?.courseId && !options.some((o) => o.value === current.courseId)) {
      options.unshift({ value: current.courseId, label: current.courseName ?? 'コース' });
    }
    return options;
  }, [valid, data, current]);
}

/** 事故報告 (create and edit): every field, the details, and the files by category. */
export function AccidentReportForm({ defaultValues, report, onSubmit, onCancel }: Props) {
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
  const [date, driverId] = useWatch({ control, name: ['accidentDate', 'driverId'] });
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const driverOptions =
    report && !drivers.some((d) => d.value === report.driverId)
      ? [{ value: report.driverId, label: report.driverName }, ...drivers]
      : drivers;
  const courses = useCourseOptions(date, driverId, report);

  return (
    <FormProvider {...form}>
      <Box component="form" noValidate onSubmit={submit}>
        <Section title="発生日時・ドライバー">
          <Box sx={formGrid}>
            <DateFieldControl
              control={control}
              name="accidentDate"
              label={L.accidentDate}
              required
              disableFuture
            />
            <TextFieldControl
              control={control}
              name="accidentTime"
              label={L.accidentTime}
              required
              type="time"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <SelectControl
              control={control}
              name="driverId"
              label={L.driverId}
              options={driverOptions}
              required
            />
            <SelectControl
              control={control}
              name="courseId"
              label={L.courseId}
              options={courses}
              emptyLabel="なし"
            />
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
            <AddressFields labels={{ address1: L.address1, address2: L.address2 }} />
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
