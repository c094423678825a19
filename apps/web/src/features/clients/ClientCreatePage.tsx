import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ClientForm } from './ClientForm.tsx';
import { newClientValues } from './client-form-values.ts';
import { useCreateClientMutation } from './clients.api.ts';

export function ClientCreatePage() {
  const navigate = useNavigate();
  const [createClient] = useCreateClientMutation();
  return (
    <>
      <PageHeader title="取引先の新規登録" />
      <ClientForm
        defaultValues={newClientValues}
        onCancel={() => navigate('/clients')}
        onSubmit={async (values) => {
          const client = await createClient(values).unwrap();
          notifySuccess('取引先を登録しました');
          navigate(`/clients/${client.id}`, { replace: true });
        }}
      />
    </>
  );
}
