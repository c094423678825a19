import Box from '@mui/material/Box';
import {
  type Course,
  type CourseInput,
  type CourseValues,
  courseInput,
  courseStatusLabels,
  dateSchema,
  courseLabels as L,
} from '@rikuun/contract';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { DateFieldControl, TimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { FormActions, formGrid } from '../../components/form/FormActions.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useRecordForm } from '../../components/form/use-record-form.ts';
import type { Versioned } from '../../lib/version-conflict.ts';
import { useListBasesQuery } from '../bases/index.ts';
import { useListContractsQuery } from '../contracts/index.ts';
import { valuesFromContract, withCurrent } from './course-form-values.ts';
import { useClientOptions, useDriverOptions, useVehicleOptions } from './dispatch/use-options.ts';

type Props = {
  /** The edited record's version as loaded (absent for a new record). */
  version?: number;
  /** The latest record as form values, after another user's save (default: its schema fields). */
  toValues?: (record: Versioned) => CourseInput;
  defaultValues: Partial<CourseInput>;
  /** The course being edited: its saved choices stay selectable even when no longer offered. */
  course?: Course;
  onSubmit: (values: CourseValues) => Promise<void>;
  onCancel: () => void;
};

const statusOptions = optionsFrom(courseStatusLabels);
const validDate = dateSchema(L.deliveryDate);

/** Every field of courseInput. The server refuses an inactive driver or an expired licence at ドライバー. */
export function CourseForm({ defaultValues, course, onSubmit, onCancel, version, toValues }: Props) {
  const { form, submit, leaveDialog } = useRecordForm({
    schema: courseInput,
    defaultValues,
    onSubmit,
    version,
    toValues,
  });
  const {
    control,
    setValue,
    formState: { isSubmitting },
  } = form;
  const deliveryDate = useWatch({ control, name: 'deliveryDate' });
  const date = validDate.safeParse(deliveryDate).data ?? null;

  // Contracts valid on the delivery date; only once there is a date.
  const { data: contracts } = useListContractsQuery(
    { from: date ?? undefined, to: date ?? undefined, active: true, perPage: 1000, sort: 'name' },
    { skip: !date },
  );
  const clients = useClientOptions();
  const drivers = useDriverOptions();
  const vehicles = useVehicleOptions();
  const { data: bases } = useListBasesQuery({ perPage: 1000, sort: 'name' });

  // Choosing a contract fills 取引先 and 拠点 from it (once per choice; both stay editable).
  const contractId = useWatch({ control, name: 'contractId' });
  const shownContract = useRef(contractId);
  useEffect(() => {
    if (contractId === shownContract.current) return;
    const contract = contracts?.data.find((c) => c.id === contractId);
    if (!contract) return;
    shownContract.current = contractId;
    for (const [key, value] of Object.entries(valuesFromContract(contract)))
      setValue(key as keyof CourseInput, value, { shouldDirty: true, shouldValidate: true });
  }, [contractId, contracts, setValue]);

  const contractOptions = withCurrent(
    (contracts?.data ?? []).map((c) => ({ value: c.id, label: `${c.name}（${c.clientName}）` })),
    course?.contractId,
    course?.contractName,
  );
  const clientOptions = withCurrent(clients ?? [], course?.clientId, course?.clientName);
  const driverOptions = withCurrent(drivers ?? [], course?.driverId, course?.driverName);
  const vehicleOptions = withCurrent(vehicles ?? [], course?.vehicleId, course?.vehicleRegistrationNumber);
  const baseOptions = withCurrent(
    (bases?.data ?? []).map((b) => ({ value: b.id, label: b.name })),
    course?.baseId,
    course?.baseName,
  );

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Box sx={formGrid}>
        <DateFieldControl control={control} name="deliveryDate" label={L.deliveryDate} required />
        <TextFieldControl control={control} name="name" label={L.name} required autoFocus />
        {/* A select shows its value only once its options have loaded. */}
        {contracts || !date ? (
          <SelectControl
            control={control}
            name="contractId"
            label={L.contractId}
            options={contractOptions}
            emptyLabel="契約なし"
            helperText={
              date ? '配送日に有効な契約です。選ぶと取引先と拠点を入れます' : '配送日を入れると選べます'
            }
          />
        ) : (
          <Box />
        )}
        {(
          [
            ['clientId', clients, clientOptions, 'なし'],
            ['driverId', drivers, driverOptions, '未割当'],
            ['vehicleId', vehicles, vehicleOptions, '未割当'],
            ['baseId', bases, baseOptions, 'なし'],
          ] as const
        ).map(([name, loaded, options, emptyLabel]) =>
          // An empty cell keeps the grid's places until the list has loaded.
          loaded ? (
            <SelectControl
              key={name}
              control={control}
              name={name}
              label={L[name]}
              options={options}
              emptyLabel={emptyLabel}
            />
          ) : (
            <Box key={name} />
          ),
        )}
        <SelectControl control={control} name="status" label={L.status} options={statusOptions} required />
        <TimeFieldControl control={control} name="startTime" label={L.startTime} />
        <TimeFieldControl control={control} name="endTime" label={L.endTime} />
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
  );
}
