import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ImportSettingForm } from './ImportSettingForm.tsx';
import { settingValues } from './import-setting-values.ts';
import { useGetImportSettingQuery, useUpdateImportSettingMutation } from './import-settings.api.ts';

export function ImportSettingEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: setting, error, refetch } = useGetImportSettingQuery(id);
  const [updateSetting] = useUpdateImportSettingMutation();
  if (!setting) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="取込設定の編集" subtitle={setting.name} />
      <ImportSettingForm
        key={setting.id}
        defaultValues={settingValues(setting)}
        onCancel={() => navigate(`/import-settings/${setting.id}`)}
        onSubmit={async (body) => {
          await updateSetting({ id: setting.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/import-settings/${setting.id}`, { replace: true });
        }}
      />
    </>
  );
}
