import type { Driver } from '@rikuun/contract';
import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { DriverForm } from './DriverForm.tsx';
import { driverToInput } from './driver-form-values.ts';
import { useGetDriverQuery, useUpdateDriverMutation } from './drivers.api.ts';

export function DriverEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: driver, error, refetch } = useGetDriverQuery(id);
  const [updateDriver] = useUpdateDriverMutation();

  if (!driver) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="ドライバーの編集" subtitle={driver.name} />
      <DriverForm
        key={driver.id}
        defaultValues={driverToInput(driver)}
        version={driver.version}
        toValues={(latest) => driverToInput(latest as Driver)}
        emailHelp="ログインに使うアドレスです。変更すると、送信済みのログイン用リンクは使えなくなります。空欄の場合はログインコードでログインします"
        onCancel={() => navigate(`/drivers/${driver.id}`)}
        onSubmit={async (body) => {
          await updateDriver({ id: driver.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/drivers/${driver.id}`, { replace: true });
        }}
      />
    </>
  );
}
