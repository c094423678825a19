import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  type AttendanceValues,
  attendanceInput,
  attendanceTypeLabels,
  healthConditionLabels,
  healthConditions,
  attendanceLabels as L,
  rollCallMethodLabels,
  rollCallMethods,
} from '@rikuun/contract';
import { useId } from 'react';
import { DecimalField } from '../../components/form/DecimalField.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogCloseGuard } from '../../components/form/use-dialog-close-guard.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { ChoiceButtons } from './ChoiceButtons.tsx';
import { rememberedRollCall, rememberRollCall } from './roll-call-memory.ts';

type Props = {
  type: 'clock_in' | 'clock_out';
  vehicles?: { id: string; label: string }[];
  onSubmit: (values: AttendanceValues) => Promise<void>;
  onClose: () => void;
};

const healthOptions = healthConditions.map((value) => ({
  value,
  label: healthConditionLabels[value],
  danger: value === 'poor',
}));
const methodOptions = rollCallMethods.map((value) => ({ value, label: rollCallMethodLabels[value] }));

/**
 * The 点呼 of a 出勤 or 退勤 (domain-ja §6), full screen: alcohol check with the detector, health,
 * sleep, (出勤) 日常点検, how and by whom, vehicle and meter. Who checked and how are remembered.
 */
export function RollCallDialog({ type, vehicles, onSubmit, onClose }: Props) {
  const titleId = useId();
  const memory = rememberedRollCall();
  const { form, control, dialog } = useDialogForm({
    schema: attendanceInput,
    onSubmit: async (values: AttendanceValues) => {
      rememberRollCall({ checkedBy: values.checkedBy, method: values.method });
      await onSubmit(values);
    },
    defaultValues: {
      type,
      alcoholDetected: null,
      alcoholValue: null,
      detectorUsed: true,
      healthCondition: null,
      sleepHours: null,
      dailyInspectionDone: null,
      checkedBy: memory.checkedBy,
      method: memory.method,
      vehicleId: vehicles?.length === 1 ? (vehicles[0]?.id ?? null) : null,
      odometerKm: null,
      memo: null,
    },
  });
  const { requestClose, guard } = useDialogCloseGuard({ ...dialog, onClose });
  const detected = form.watch('alcoholDetected') === true;
  const label = attendanceTypeLabels[type];

  return (
    <Dialog open fullScreen onClose={requestClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 22, fontWeight: 700 }}>
        {label}の点呼
      </DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id={`${titleId}-form`}
          noValidate
          spacing={3}
          onSubmit={dialog.onSubmit}
          sx={{ maxWidth: 560, mx: 'auto', py: 1 }}
        >
          <ChoiceButtons
            control={control}
            name="alcoholDetected"
            label={L.alcoholDetected}
            options={[
              { value: false, label: 'なし' },
              { value: true, label: 'あり', danger: true },
            ]}
          />
          <DecimalField control={control} name="alcoholValue" label="アルコール濃度" unit="mg/L" />
          <ChoiceButtons
            control={control}
            name="detectorUsed"
            label={L.detectorUsed}
            options={[
              { value: true, label: '使用' },
              { value: false, label: '未使用' },
            ]}
          />
          <ChoiceButtons
            control={control}
            name="healthCondition"
            label={L.healthCondition}
            options={healthOptions}
          />
          <DecimalField control={control} name="sleepHours" label={L.sleepHours} unit="時間" />
          {type === 'clock_in' && (
            <ChoiceButtons
              control={control}
              name="dailyInspectionDone"
              label={L.dailyInspectionDone}
              options={[
                { value: true, label: '実施済み' },
                { value: false, label: '未実施' },
              ]}
            />
          )}
          <ChoiceButtons control={control} name="method" label={L.method} options={methodOptions} />
          <TextFieldControl control={control} name="checkedBy" label={L.checkedBy} required fullWidth />
          {vehicles && vehicles.length > 0 && (
            <SelectControl
              control={control}
              name="vehicleId"
              label={L.vehicleId}
              emptyLabel="選択しない"
              options={vehicles.map((v) => ({ value: v.id, label: v.label }))}
            />
          )}
          <DecimalField control={control} name="odometerKm" label="メーター" unit="km" />
          <TextFieldControl
            control={control}
            name="memo"
            label={L.memo}
            multiline
            minRows={2}
            fullWidth
            parse={(text) => (text === '' ? null : text)}
          />
          {detected && (
            <Stack sx={{ color: 'error.main', fontWeight: 700 }}>
              酒気帯びありの場合は乗務できません。運行管理者の指示に従ってください。
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ p: 2, gap: 1 }}>
        <Button
          onClick={requestClose}
          disabled={dialog.submitting}
          size="large"
          sx={{ minHeight: 56, flex: 1 }}
        >
          キャンセル
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          size="large"
          disabled={dialog.submitting}
          sx={{ minHeight: 56, flex: 2, fontSize: 18, fontWeight: 700 }}
        >
          {dialog.submitting ? '記録中…' : `${label}を記録する`}
        </Button>
      </DialogActions>
      {guard}
    </Dialog>
  );
}
