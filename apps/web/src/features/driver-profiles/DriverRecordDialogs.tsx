import {
  aptitudeTestLabels as A,
  type AptitudeTest,
  aptitudeTestInput,
  aptitudeTestKindLabels,
  type DriverTraining,
  driverTrainingInput,
  driverTrainingLabels as T,
  todayInTokyo,
  trainingKindLabels,
} from '@rikuun/contract';
import { FormDialog } from '../../components/FormDialog.tsx';
import { DateFieldControl } from '../../components/form/DateFieldControl.tsx';
import { optionsFrom, SelectControl } from '../../components/form/SelectControl.tsx';
import { emptyToNull, TextFieldControl, toOptionalNumber } from '../../components/form/TextFieldControl.tsx';
import { useDialogForm } from '../../components/form/use-dialog-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveAptitudeTestMutation, useSaveTrainingMutation } from './driver-register.api.ts';

type Props<R> = { driverId: string; record?: R; onClose: () => void };

/** Adds or corrects a 指導 record: kind, day, length, what was taught and by whom. */
export function TrainingDialog({ driverId, record, onClose }: Props<DriverTraining>) {
  const [save] = useSaveTrainingMutation();
  const { control, dialog } = useDialogForm({
    schema: driverTrainingInput,
    defaultValues: record
      ? {
          kind: record.kind,
          conductedOn: record.conductedOn,
          minutes: record.minutes,
          content: record.content,
          instructor: record.instructor,
        }
      : { kind: 'general', conductedOn: todayInTokyo(), minutes: null, content: '', instructor: null },
    onSubmit: async (values) => {
      await save({ driverId, id: record?.id, values }).unwrap();
      notifySuccess(record ? '指導の記録を訂正しました' : '指導の記録を登録しました');
      onClose();
    },
  });
  return (
    <FormDialog
      title={record ? '指導の記録の訂正' : '指導の記録の追加'}
      {...dialog}
      progress={null}
      onClose={onClose}
    >
      <SelectControl
        control={control}
        name="kind"
        label={T.kind}
        options={optionsFrom(trainingKindLabels)}
        required
      />
      <DateFieldControl control={control} name="conductedOn" label={T.conductedOn} required disableFuture />
      <TextFieldControl
        control={control}
        name="minutes"
        label={T.minutes}
        type="number"
        parse={toOptionalNumber}
      />
      <TextFieldControl control={control} name="content" label={T.content} multiline minRows={3} required />
      <TextFieldControl control={control} name="instructor" label={T.instructor} parse={emptyToNull} />
    </FormDialog>
  );
}

/** Adds or corrects an 適性診断 record: which test, when, where, what it found. */
export function AptitudeTestDialog({ driverId, record, onClose }: Props<AptitudeTest>) {
  const [save] = useSaveAptitudeTestMutation();
  const { control, dialog } = useDialogForm({
    schema: aptitudeTestInput,
    defaultValues: record
      ? { kind: record.kind, takenOn: record.takenOn, institution: record.institution, result: record.result }
      : { kind: 'initial', takenOn: todayInTokyo(), institution: null, result: null },
    onSubmit: async (values) => {
      await save({ driverId, id: record?.id, values }).unwrap();
      notifySuccess(record ? '適性診断の記録を訂正しました' : '適性診断の記録を登録しました');
      onClose();
    },
  });
  return (
    <FormDialog
      title={record ? '適性診断の記録の訂正' : '適性診断の記録の追加'}
      {...dialog}
      progress={null}
      onClose={onClose}
    >
      <SelectControl
        control={control}
        name="kind"
        label={A.kind}
        options={optionsFrom(aptitudeTestKindLabels)}
        required
      />
      <DateFieldControl control={control} name="takenOn" label={A.takenOn} required disableFuture />
      <TextFieldControl
        control={control}
        name="institution"
        label={A.institution}
        parse={emptyToNull}
        helperText="例: 自動車事故対策機構（NASVA）東京主管支所"
      />
      <TextFieldControl
        control={control}
        name="result"
        label={A.result}
        multiline
        minRows={2}
        parse={emptyToNull}
      />
    </FormDialog>
  );
}
