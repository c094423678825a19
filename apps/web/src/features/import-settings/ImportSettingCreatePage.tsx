import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ImportSettingForm } from './ImportSettingForm.tsx';
import { newImportSettingValues, presetValues } from './import-setting-values.ts';
import { useCreateImportSettingMutation, useListImportSettingPresetsQuery } from './import-settings.api.ts';

/** A new setting, empty or filled in from a preset (`?preset=standard`). */
export function ImportSettingCreatePage() {
  const navigate = useNavigate();
  const presetKey = useSearchParams()[0].get('preset');
  const presets = useListImportSettingPresetsQuery(undefined, { skip: !presetKey });
  const [createSetting] = useCreateImportSettingMutation();
  const preset = presets.data?.data.find((p) => p.key === presetKey);

  if (presetKey && !presets.data)
    return presets.error ? <QueryError error={presets.error} onRetry={presets.refetch} /> : <Loading />;
  return (
    <>
      <PageHeader
        title="取込設定の新規登録"
        subtitle={preset ? `プリセット「${preset.name}」から作成: ${preset.description}` : undefined}
      />
      <ImportSettingForm
        key={preset?.key ?? 'empty'}
        defaultValues={preset ? presetValues(preset) : newImportSettingValues()}
        onCancel={() => navigate('/import-settings')}
        onSubmit={async (values) => {
          const setting = await createSetting(values).unwrap();
          notifySuccess('取込設定を登録しました');
          navigate(`/import-settings/${setting.id}`, { replace: true });
        }}
      />
    </>
  );
}
