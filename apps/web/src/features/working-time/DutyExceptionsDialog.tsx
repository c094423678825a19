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
  dutyExceptionsInput,
  dutyExceptionTypes,
  dutyExceptionsLabels as L,
  type WorkingTimeDuty,
} from '@rikuun/contract';
import { Controller, useForm } from 'react-hook-form';
import { FormDialog } from '../../components/FormDialog.tsx';
import { TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { fromLocalDateTimeText, toLocalDateTimeText } from '../courses/index.ts';
import { useSetDutyExceptionsMutation } from './working-time.api.ts';

type FormValues = {
  exceptions: DutyExceptionType[];
  ferryBoardedAt: string;
  ferryLandedAt: string;
  unforeseenMinutes: number | string | null;
  unforeseenReason: string;
};
const fields = [
  'exceptions',
  'ferryBoardedAt',
  'ferryLandedAt',
  'unforeseenMinutes',
  'unforeseenReason',
] as const;

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

const toForm = (d: WorkingTimeDuty): FormValues => ({
  exceptions: d.exceptions.exceptions,
  ferryBoardedAt: d.exceptions.ferryBoardedAt
    ? toLocalDateTimeText(new Date(d.exceptions.ferryBoardedAt))
    : '',
  ferryLandedAt: d.exceptions.ferryLandedAt ? toLocalDateTimeText(new Date(d.exceptions.ferryLandedAt)) : '',
  unforeseenMinutes: d.exceptions.unforeseenMinutes,
  unforeseenReason: d.exceptions.unforeseenReason ?? '',
});

/** A datetime-local value as the API takes it; text that is no time is left for the schema to refuse. */
const instant = (text: string) => (text === '' ? null : (fromLocalDateTimeText(text) ?? text));

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
  const {
    control,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting, isDirty, errors },
  } = useForm<FormValues>({ defaultValues: toForm(duty) });
  const chosen = watch('exceptions');

  const submit = async (values: FormValues) => {
    // The details of a case left unticked are hidden: they go away with it.
    const ferry = values.exceptions.includes('ferry');
    const unforeseen = values.exceptions.includes('unforeseen_event');
    const body = {
      exceptions: values.exceptions,
      ferryBoardedAt: ferry ? instant(values.ferryBoardedAt) : null,
      ferryLandedAt: ferry ? instant(values.ferryLandedAt) : null,
      unforeseenMinutes: unforeseen ? values.unforeseenMinutes : null,
      unforeseenReason: unforeseen ? values.unforeseenReason : null,
    };
    const parsed = dutyExceptionsInput.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        setError(String(issue.path[0]) as (typeof fields)[number], {
          type: 'schema',
          message: issue.message,
        });
      return;
    }
    try {
      await save({ attendanceId: duty.attendanceId, body: parsed.data }).unwrap();
      notifySuccess('特例・区分を保存しました');
      onSaved();
      onClose();
    } catch (error) {
      handleError(error, { setError, knownFields: fields });
    }
  };

  return (
    <FormDialog
      title={`${driverName}　${formatDate(duty.workDate)}の勤務の特例・区分`}
      onSubmit={handleSubmit(submit)}
      submitting={isSubmitting}
      changed={isDirty}
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
          <TextFieldControl
            control={control}
            name="ferryBoardedAt"
            label={L.ferryBoardedAt}
            type="datetime-local"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextFieldControl
            control={control}
            name="ferryLandedAt"
            label={L.ferryLandedAt}
            type="datetime-local"
            required
            fullWidth
            slotProps={{ inputLabel: { shrink: true } }}
          />
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
