import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { DriverForm } from './DriverForm.tsx';
import { newDriverValues } from './driver-form-values.ts';
import { useCreateDriverMutation } from './drivers.api.ts';

export function DriverCreatePage() {
  const navigate = useNavigate();
  const [createDriver] = useCreateDriverMutation();
  return (
    <>
      <PageHeader title="ドライバーの新規登録" />
      <DriverForm
        defaultValues={newDriverValues}
        emailHelp="登録すると、このアドレスに招待メールを送信します（ログインに使います）。空欄の場合は、詳細画面でログインコードを発行してお渡しください"
        onCancel={() => navigate('/drivers')}
        onSubmit={async (values) => {
          const driver = await createDriver(values).unwrap();
          notifySuccess(`ドライバーを登録し、${driver.email}に招待メールを送信しました`);
          navigate(`/drivers/${driver.id}`, { replace: true });
        }}
      />
    </>
  );
}
