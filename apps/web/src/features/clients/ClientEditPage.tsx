import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ClientForm } from './ClientForm.tsx';
import { clientToInput } from './client-form-values.ts';
import { useGetClientQuery, useUpdateClientMutation } from './clients.api.ts';

export function ClientEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: client, error, refetch } = useGetClientQuery(id);
  const [updateClient] = useUpdateClientMutation();

  if (!client && isMissing(error))
    return <RecordNotFound what="取引先" listPath="/clients" listLabel="取引先一覧" />;
  if (!client) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="取引先の編集" subtitle={client.name} />
      <ClientForm
        key={client.id}
        defaultValues={clientToInput(client)}
        version={client.version}
        onCancel={() => navigate(`/clients/${client.id}`)}
        onSubmit={async (body) => {
          await updateClient({ id: client.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/clients/${client.id}`, { replace: true });
        }}
      />
    </>
  );
}
