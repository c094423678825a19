import type { AccidentReport } from '@rikuun/contract';
import { accidentReportLabels as L } from '@rikuun/contract';
import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { NO_OPTIONS, useDriverOptions, useListCoursesQuery } from '../courses/index.ts';
import type { AccidentReportFormInput } from './accident-form-schema.ts';

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

/** The driver (the saved one stays offered when no longer active) and the course he was running (staff). */
export function AccidentPickers({ report }: { report?: AccidentReport | undefined }) {
  const { control } = useFormContext<AccidentReportFormInput>();
  const [date, driverId] = useWatch({ control, name: ['accidentDate', 'driverId'] });
  const drivers = useDriverOptions() ?? NO_OPTIONS;
  const driverOptions =
    report && !drivers.some((d) => d.value === report.driverId)
      ? [{ value: report.driverId, label: report.driverName }, ...drivers]
      : drivers;
  const courses = useCourseOptions(date, driverId, report);
  return (
    <>
      <SelectControl control={control} name="driverId" label={L.driverId} options={driverOptions} required />
      <SelectControl
        control={control}
        name="courseId"
        label={L.courseId}
        options={courses}
        emptyLabel="なし"
      />
    </>
  );
}
