import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { ContractForm } from './ContractForm.tsx';
import { contractToInput } from './contract-form-values.ts';
import { useGetContractQuery, useUpdateContractMutation } from './contracts.api.ts';

export function ContractEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: contract, error, refetch } = useGetContractQuery(id);
  const [updateContract] = useUpdateContractMutation();

  if (!contract && isMissing(error))
    return <RecordNotFound what="契約" listPath="/contracts" listLabel="契約一覧" />;
  if (!contract) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="契約の編集" subtitle={`${contract.clientName} / ${contract.name}`} />
      <ContractForm
        key={contract.id}
        defaultValues={contractToInput(contract)}
        version={contract.version}
        onCancel={() => navigate(`/contracts/${contract.id}`)}
        onSubmit={async (body) => {
          await updateContract({ id: contract.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/contracts/${contract.id}`, { replace: true });
        }}
      />
    </>
  );
}
