import Stack from '@mui/material/Stack';
import { type RollCallSettings, rollCallSettingsInput } from '@rikuun/contract';
import { useEffect } from 'react';
import { SwitchControl } from '../../components/form/SwitchControl.tsx';
import { TextFieldControl } from '../../components/form/TextFieldControl.tsx';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useSaveRollCallSettingsMutation } from './company-settings.api.ts';
import { SaveButton } from './SaveButton.tsx';
import { SettingsSection } from './SettingsSection.tsx';
import type { ReportDirty } from './use-dirty-sections.ts';

/** 点呼設定: whether the company's IT点呼 equipment is approved (only then a 点呼 may be IT点呼). */
export function RollCallSettingsSection({
  settings,
  onDirty,
}: {
  settings: RollCallSettings;
  onDirty: ReportDirty;
}) {
  const [save] = useSaveRollCallSettingsMutation();
  const { form, submit, submitting } = useSchemaForm({
    schema: rollCallSettingsInput,
    defaultValues: settings,
    onSubmit: async (values) => {
      form.reset(await save(values).unwrap());
      notifySuccess('点呼設定を保存しました');
    },
  });
  const { control } = form;
  const isDirty = form.formState.isDirty;
  useEffect(() => onDirty('rollCall', isDirty && !submitting), [onDirty, isDirty, submitting]);

  return (
    <SettingsSection
      id="company-roll-call"
      title="点呼設定"
      description="国土交通省の認定を受けたIT点呼機器を使う場合だけ登録してください。登録すると点呼記録で「IT点呼」を選べます。"
    >
      <Stack component="form" noValidate spacing={2} onSubmit={submit} aria-label="点呼設定">
        <SwitchControl control={control} name="itRollCallApproved" label="IT点呼の機器は承認済み" />
        <TextFieldControl
          control={control}
          name="itRollCallEquipment"
          label="IT点呼機器（機種名・認定番号）"
          fullWidth
          parse={(text) => (text === '' ? null : text)}
        />
        <SaveButton busy={submitting} />
      </Stack>
    </SettingsSection>
  );
}
