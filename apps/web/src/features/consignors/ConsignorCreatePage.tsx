import { consignorInput } from '@rikuun/contract';
import { useNavigate } from 'react-router';
import { defaultsOf } from '../../components/form/schema-values.ts';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ConsignorForm } from './ConsignorForm.tsx';
import { useCreateConsignorMutation } from './consignors.api.ts';

const newConsignor = defaultsOf(consignorInput);

export function ConsignorCreatePage() {
  const navigate = useNavigate();
  const [createConsignor] = useCreateConsignorMutation();
  return (
    <>
      <PageHeader title="荷主の新規登録" />
      <ConsignorForm
        defaultValues={newConsignor}
        onCancel={() => navigate('/consignors')}
        onSubmit={async (values) => {
          const consignor = await createConsignor(values).unwrap();
          notifySuccess('荷主を登録しました。続けてユーザーを追加できます');
          navigate(`/consignors/${consignor.id}`, { replace: true });
        }}
      />
    </>
  );
}
