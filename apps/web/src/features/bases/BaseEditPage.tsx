import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { BaseForm } from './BaseForm.tsx';
import { baseToInput } from './base-form-values.ts';
import { useGetBaseQuery, useUpdateBaseMutation } from './bases.api.ts';

export function BaseEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: base, error, refetch } = useGetBaseQuery(id);
  const [updateBase] = useUpdateBaseMutation();

  if (!base && isMissing(error)) return <RecordNotFound what="拠点" listPath="/bases" listLabel="拠点一覧" />;
  if (!base) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="拠点の編集" subtitle={base.name} />
      <BaseForm
        key={base.id}
        defaultValues={baseToInput(base)}
        onCancel={() => navigate(`/bases/${base.id}`)}
        onSubmit={async (body) => {
          await updateBase({ id: base.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/bases/${base.id}`, { replace: true });
        }}
      />
    </>
  );
}
