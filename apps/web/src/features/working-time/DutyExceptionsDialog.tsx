import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import {
  type DutyExceptionType,
  dutyExceptionLabels,
  dutyExceptionTypes,
  dutyExceptionsLabels as L,
  type WorkingTimeDuty,
} from '@rikuun/contract';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateTimeFieldControl } from '../../components/form/DateFieldControl.tsx';
import { TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import {
  dutyExceptionsFormFields,
  dutyExceptionsFormSchema,
  dutyExceptionsFormValues,
} from './duty-exceptions-form.ts';
import { useSetDutyExceptionsMutation } from './working-time.api.ts';

/** What each case means, beside its box: the limit it is judged by (domain-ja §3). */
const help: Record<DutyExceptionType, string> = {
  split_rest: '勤務の途中に継続3時間以上の休憩を取り、勤務後の休息と合わせて10時間以上（3分割は12時間以上）',
  two_drivers: '拘束20時間まで、勤務後の休息4時間以上',
  two_drivers_flat_berth: '勤務中にベッドで4時間以上休めば拘束24時間まで',
  alternate_day: '2暦日で拘束21時間まで、勤務後の休息20時間以上',
  ferry: '乗船時間は休息期間として扱い、勤務後の休息はその分短くできます',
  long_haul: '拘束16時間・休息8時間をそれぞれ週2回まで（運行後は休息12時間以上）',
  holiday_work: '2週間に1回まで',
  unforeseen_event: '事故・故障・災害・通行止めなどの対応時間を拘束・運転時間から除きます（記録が必要です）',
};

/** 特例・区分 of one duty: the boxes, and the details フェリー and 予期し得ない事象 need. */
export function DutyExceptionsDialog({
  duty,
  driverName,
  onClose,
  onSaved,
}: {
  duty: WorkingTimeDuty & { attendanceId: string };
  driverName: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [save] = useSetDutyExceptionsMutation();
  const { control, form, dialog } = useDialogForm({
    schema: dutyExceptionsFormSchema,
    defaultValues: dutyExceptionsFormValues(duty),
    knownFields: dutyExceptionsFormFields,
    onSubmit: async (body) => {
      await save({ attendanceId: duty.attendanceId, body }).unwrap();
      notifySuccess('特例・区分を保存しました');
      onSaved();
      onClose();
    },
  });
  const chosen = useWatch({ control, name: 'exceptions' });
  const errors = form.formState.errors;

  return (
    <FormDialog
      title={`${driverName}　${formatDate(duty.workDate)}の勤務の特例・区分`}
      {...dialog}
      progress={null}
      onClose={onClose}
      maxWidth="md"
    >
      <Controller
        control={control}
        name="exceptions"
        render={({ field }) => (
          <FormControl component="fieldset" error={Boolean(errors.exceptions)}>
            <FormLabel component="legend">{L.exceptions}</FormLabel>
            <FormGroup>
              {dutyExceptionTypes.map((t) => (
                <FormControlLabel
                  key={t}
                  control={
                    <Checkbox
                      checked={field.value.includes(t)}
                      onChange={(e) =>
                        field.onChange(
                          e.target.checked
                            ? dutyExceptionTypes.filter((x) => x === t || field.value.includes(x))
                            : field.value.filter((x) => x !== t),
                        )
                      }
                    />
                  }
                  label={
                    <span>
                      {dutyExceptionLabels[t]}
                      <FormHelperText component="span" sx={{ display: 'block', m: 0 }}>
                        {help[t]}
                      </FormHelperText>
                    </span>
                  }
                />
              ))}
            </FormGroup>
            {errors.exceptions && <FormHelperText>{errors.exceptions.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {chosen.includes('ferry') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateTimeFieldControl control={control} name="ferryBoardedAt" label={L.ferryBoardedAt} required />
          <DateTimeFieldControl control={control} name="ferryLandedAt" label={L.ferryLandedAt} required />
        </Stack>
      )}
      {chosen.includes('unforeseen_event') && (
        <Stack spacing={2}>
          <TextFieldControl
            control={control}
            name="unforeseenMinutes"
            label={`${L.unforeseenMinutes}（分）`}
            type="number"
            required
            parse={toOptionalNumber}
            slotProps={{ htmlInput: { min: 1, max: 1440, inputMode: 'numeric' } }}
          />
          <TextFieldControl
            control={control}
            name="unforeseenReason"
            label={L.unforeseenReason}
            required
            multiline
            minRows={2}
            helperText="事故・故障・災害・通行止めなど、何が起き、どう確認したか（記録として残ります）"
          />
        </Stack>
      )}
    </FormDialog>
  );
}
