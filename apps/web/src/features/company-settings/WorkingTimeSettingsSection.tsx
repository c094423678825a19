import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  workingTimeSettingsLabels as L,
  type WorkingTimeSettings,
  type WorkingTimeSettingsInput,
  workingTimeSettingsInput,
} from '@rikuun/contract';
import { useEffect } from 'react';
import { SelectControl } from '../../components/form/SelectControl.tsx';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveWorkingTimeSettingsMutation } from '../working-time/index.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

const months = Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: `${i + 1}月` }));
const toInput = (s: WorkingTimeSettings): WorkingTimeSettingsInput => ({
  laborAgreement: s.laborAgreement,
  yearStartMonth: s.yearStartMonth,
});

/** 労使協定 (拘束時間): the monthly and yearly limits 労働時間 judges each driver by. */
export function WorkingTimeSettingsSection({
  settings,
  onDirty,
}: {
  settings: WorkingTimeSettings;
  onDirty: ReportDirty;
}) {
  const [save] = useSaveWorkingTimeSettingsMutation();
  const { form, submit, submitting } = useSchemaForm({
    schema: workingTimeSettingsInput,
    defaultValues: toInput(settings),
    onSubmit: async (values) => {
      form.reset(toInput(await save(values).unwrap()));
      notifySuccess('労使協定の設定を保存しました');
    },
  });
  const { control } = form;
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty('working-time', isDirty && !submitting), [onDirty, isDirty, submitting]);

  return (
    <SettingsSection
      id="company-working-time"
      title="労使協定（拘束時間）"
      description="労働時間（改善基準告示）の1か月・1年の拘束時間の上限に使います。"
    >
      <Stack component="form" noValidate onSubmit={submit} aria-label="労使協定（拘束時間）" spacing={2}>
        <SwitchControl control={control} name="laborAgreement" label={L.laborAgreement} />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          協定なし：1か月284時間・1年3,300時間。協定あり：1か月310時間（284時間超は年6か月まで、連続3か月まで）・1年3,400時間。
        </Typography>
        <SelectControl
          control={control}
          name="yearStartMonth"
          label={L.yearStartMonth}
          options={months}
          helperText="協定の対象期間の始まりの月（1年の拘束時間をこの月から数えます）"
        />
        <SaveButton busy={submitting} />
      </Stack>
    </SettingsSection>
  );
}
