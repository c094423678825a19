import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { BaseForm } from './BaseForm.tsx';
import { newBaseValues } from './base-form-values.ts';
import { useCreateBaseMutation } from './bases.api.ts';

export function BaseCreatePage() {
  const navigate = useNavigate();
  const [createBase] = useCreateBaseMutation();
  return (
    <>
      <PageHeader title="拠点の新規登録" />
      <BaseForm
        defaultValues={newBaseValues}
        onCancel={() => navigate('/bases')}
        onSubmit={async (values) => {
          const base = await createBase(values).unwrap();
          notifySuccess('拠点を登録しました');
          navigate(`/bases/${base.id}`, { replace: true });
        }}
      />
    </>
  );
}
