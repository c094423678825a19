import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ContractForm } from './ContractForm.tsx';
import { newContractValues } from './contract-form-values.ts';
import { useCreateContractMutation } from './contracts.api.ts';

/** A new contract; `?clientId=` (from a client's page) chooses the client. */
export function ContractCreatePage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [createContract] = useCreateContractMutation();
  return (
    <>
      <PageHeader title="契約の新規登録" />
      <ContractForm
        defaultValues={newContractValues(params.get('clientId') ?? undefined)}
        onCancel={() => navigate(-1)}
        onSubmit={async (values) => {
          const contract = await createContract(values).unwrap();
          notifySuccess('契約を登録しました');
          navigate(`/contracts/${contract.id}`, { replace: true });
        }}
      />
    </>
  );
}
