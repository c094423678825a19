import Alert from '@mui/material/Alert';
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
  isPositiveReading,
  attendanceLabels as L,
  needsAlcoholCheck,
} from '@rikuun/contract';
import { useId } from 'react';
import { DecimalField } from '../../components/form/DecimalField.tsx';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useDialogCloseGuard } from '../../components/form/use-dialog-close-guard.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { ChoiceButtons } from './ChoiceButtons.tsx';

export type RollCallType = 'clock_in' | 'clock_out' | 'mid_duty';

type Props = {
  type: RollCallType;
  vehicles?: { id: string; label: string }[];
  onSubmit: (values: AttendanceValues) => Promise<void>;
  onClose: () => void;
};

const healthOptions = healthConditions.map((value) => ({
  value,
  label: healthConditionLabels[value],
  danger: value === 'poor',
}));
const text = (value: string) => (value === '' ? null : value);

/**
 * The driver's part of a 点呼 (輸送安全規則 第7条), full screen: for 出勤 and 退勤 the alcohol check with
 * the detector (mandatory), the health; 出勤 also sleep and 日常点検; 退勤 the state of the vehicle, road
 * and operation and the notice to the relieving driver; where it is taken (営業所 or 出先). The
 * 運行管理者 confirms it on 点呼記録 and becomes the 点呼執行者.
 */
export function RollCallDialog({ type, vehicles, onSubmit, onClose }: Props) {
  const titleId = useId();
  const { form, control, dialog } = useDialogForm({
    schema: attendanceInput,
    onSubmit: (values: AttendanceValues) => onSubmit(values),
    defaultValues: {
      type,
      alcoholDetected: null,
      alcoholValue: null,
      detectorUsed: true,
      healthCondition: null,
      sleepHours: null,
      dailyInspectionDone: null,
      awayFromBase: type === 'mid_duty',
      vehicleRoadReport: null,
      handoverNote: null,
      vehicleId: vehicles?.length === 1 ? (vehicles[0]?.id ?? null) : null,
      odometerKm: null,
      memo: null,
    },
  });
  const { requestClose, guard } = useDialogCloseGuard({ ...dialog, onClose });
  const positive = isPositiveReading({
    alcoholDetected: form.watch('alcoholDetected') ?? null,
    alcoholValue: form.watch('alcoholValue') ?? null,
  });
  const label = attendanceTypeLabels[type];
  const alcohol = needsAlcoholCheck(type);
  const title = type === 'mid_duty' ? '中間点呼' : `${label}の点呼`;
  const action = type === 'mid_duty' ? '中間点呼を記録する' : `${label}を記録する`;

  return (
    <Dialog open fullScreen onClose={requestClose} aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ fontSize: 22, fontWeight: 700 }}>
        {title}
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
          {alcohol && (
            <>
              <ChoiceButtons
                control={control}
                name="detectorUsed"
                label={L.detectorUsed}
                options={[
                  { value: true, label: '使用' },
                  { value: false, label: '未使用', danger: true },
                ]}
              />
              <DecimalField control={control} name="alcoholValue" label="アルコール濃度" unit="mg/L" />
              <ChoiceButtons
                control={control}
                name="alcoholDetected"
                label={L.alcoholDetected}
                options={[
                  { value: false, label: 'なし' },
                  { value: true, label: 'あり', danger: true },
                ]}
              />
            </>
          )}
          <ChoiceButtons
            control={control}
            name="healthCondition"
            label={L.healthCondition}
            options={healthOptions}
          />
          {type !== 'clock_out' && (
            <DecimalField control={control} name="sleepHours" label={L.sleepHours} unit="時間" />
          )}
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
          {type === 'clock_out' && (
            <>
              <TextFieldControl
                control={control}
                name="vehicleRoadReport"
                label={L.vehicleRoadReport}
                required
                multiline
                minRows={2}
                fullWidth
                placeholder="例：車両・道路・運行とも異常なし"
                parse={text}
              />
              <TextFieldControl
                control={control}
                name="handoverNote"
                label={`${L.handoverNote}（任意）`}
                multiline
                minRows={2}
                fullWidth
                parse={text}
              />
            </>
          )}
          {type !== 'mid_duty' && (
            <ChoiceButtons
              control={control}
              name="awayFromBase"
              label="点呼の場所"
              options={[
                { value: false, label: '営業所' },
                { value: true, label: '出先' },
              ]}
            />
          )}
          {type !== 'mid_duty' && vehicles && vehicles.length > 0 && (
            <SelectControl
              control={control}
              name="vehicleId"
              label={L.vehicleId}
              emptyLabel="選択しない"
              options={vehicles.map((v) => ({ value: v.id, label: v.label }))}
            />
          )}
          {type !== 'mid_duty' && (
            <DecimalField control={control} name="odometerKm" label="メーター" unit="km" />
          )}
          <TextFieldControl
            control={control}
            name="memo"
            label={L.memo}
            multiline
            minRows={2}
            fullWidth
            parse={text}
          />
          {positive && (
            <Alert severity="error" sx={{ fontWeight: 700 }}>
              酒気帯びが検知された場合は乗務できません（乗務禁止）。記録後、事務所（運行管理者）に連絡してください。
            </Alert>
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
          {dialog.submitting ? '記録中…' : action}
        </Button>
      </DialogActions>
      {guard}
    </Dialog>
  );
}
