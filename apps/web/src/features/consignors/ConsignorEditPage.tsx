import { consignorInput } from '@rikuun/contract';
import { useNavigate, useParams } from 'react-router';
import { valuesOf } from '../../components/form/schema-values.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ConsignorForm } from './ConsignorForm.tsx';
import { useGetConsignorQuery, useUpdateConsignorMutation } from './consignors.api.ts';

export function ConsignorEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: consignor, error, refetch } = useGetConsignorQuery(id);
  const [updateConsignor] = useUpdateConsignorMutation();
  if (!consignor) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="荷主の編集" subtitle={consignor.name} />
      <ConsignorForm
        key={consignor.id}
        defaultValues={valuesOf(consignorInput, consignor)}
        onCancel={() => navigate(`/consignors/${consignor.id}`)}
        onSubmit={async (body) => {
          await updateConsignor({ id: consignor.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/consignors/${consignor.id}`, { replace: true });
        }}
      />
    </>
  );
}
