import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DailyReportInput } from '@rikuun/contract';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, useFieldArray } from 'react-hook-form';
import { emptyToNull, TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { DateTimeControl } from './DateTimeControl.tsx';
import { emptyBreak, emptyDriverChange, emptyLoading, emptyWaiting } from './daily-report-form-values.ts';

type Props = { control: Control<DailyReportInput>; date: string };
type Name = FieldPath<DailyReportInput>;

function Item({ title, onRemove, children }: { title: string; onRemove: () => void; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2">{title}</Typography>
        <IconButton aria-label={`${title}を削除`} onClick={onRemove} size="large">
          <DeleteOutlined />
        </IconButton>
      </Stack>
      <Stack spacing={1.5}>{children}</Stack>
    </Paper>
  );
}

function Confirmed({ control, name }: { control: Control<DailyReportInput>; name: Name }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label="荷主が確認した"
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
          }
        />
      )}
    />
  );
}

function AddButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Box>
      <Button variant="outlined" startIcon={<AddIcon />} onClick={onClick} sx={{ minHeight: 48 }}>
        {label}
      </Button>
    </Box>
  );
}

/** 休憩: start, end and place of each break. */
export function BreakFields({ control, date }: Props) {
  const { fields, append, remove } = useFieldArray({ control, name: 'breaks' });
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => (
        <Item key={f.id} title={`休憩 ${i + 1}`} onRemove={() => remove(i)}>
          <DateTimeControl control={control} name={`breaks.${i}.start`} label="開始" />
          <DateTimeControl control={control} name={`breaks.${i}.end`} label="終了" />
          <TextFieldControl control={control} name={`breaks.${i}.place`} label="場所" parse={emptyToNull} />
        </Item>
      ))}
      <AddButton label="休憩を追加" onClick={() => append(emptyBreak(date))} />
    </Stack>
  );
}

/** 運転交替: where and when the driver handed over or took over the vehicle. */
export function DriverChangeFields({ control }: Omit<Props, 'date'>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'driverChanges' });
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => (
        <Item key={f.id} title={`運転交替 ${i + 1}`} onRemove={() => remove(i)}>
          <DateTimeControl control={control} name={`driverChanges.${i}.at`} label="交替日時" />
          <TextFieldControl
            control={control}
            name={`driverChanges.${i}.place`}
            label="交替地点"
            parse={emptyToNull}
          />
        </Item>
      ))}
      <AddButton label="運転交替を追加" onClick={() => append(emptyDriverChange())} />
    </Stack>
  );
}

/** 荷待ち (30分以上): place, arrival and departure, loading start and end, shipper's confirmation. */
export function WaitingFields({ control }: Omit<Props, 'date'>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'waitingRecords' });
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => (
        <Item key={f.id} title={`荷待ち ${i + 1}`} onRemove={() => remove(i)}>
          <TextFieldControl
            control={control}
            name={`waitingRecords.${i}.place`}
            label="場所"
            parse={emptyToNull}
          />
          <DateTimeControl control={control} name={`waitingRecords.${i}.arrivedAt`} label="到着" />
          <DateTimeControl control={control} name={`waitingRecords.${i}.departedAt`} label="出発" />
          <DateTimeControl control={control} name={`waitingRecords.${i}.loadingStartAt`} label="荷役開始" />
          <DateTimeControl control={control} name={`waitingRecords.${i}.loadingEndAt`} label="荷役終了" />
          <Confirmed control={control} name={`waitingRecords.${i}.shipperConfirmed`} />
        </Item>
      ))}
      <AddButton label="荷待ちを追加" onClick={() => append(emptyWaiting())} />
    </Stack>
  );
}

/** 荷役・附帯業務: place, times, what was done, shipper's confirmation. */
export function LoadingFields({ control }: Omit<Props, 'date'>) {
  const { fields, append, remove } = useFieldArray({ control, name: 'loadingWork' });
  return (
    <Stack spacing={1.5}>
      {fields.map((f, i) => (
        <Item key={f.id} title={`荷役 ${i + 1}`} onRemove={() => remove(i)}>
          <TextFieldControl
            control={control}
            name={`loadingWork.${i}.place`}
            label="場所"
            parse={emptyToNull}
          />
          <DateTimeControl control={control} name={`loadingWork.${i}.startAt`} label="開始" />
          <DateTimeControl control={control} name={`loadingWork.${i}.endAt`} label="終了" />
          <TextFieldControl
            control={control}
            name={`loadingWork.${i}.description`}
            label="作業内容"
            parse={emptyToNull}
            placeholder="手積み、検品、ラベル貼り など"
          />
          <Confirmed control={control} name={`loadingWork.${i}.shipperConfirmed`} />
        </Item>
      ))}
      <AddButton label="荷役を追加" onClick={() => append(emptyLoading())} />
    </Stack>
  );
}
