import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { useGetCompanyQuery, useUpdateCompanyMutation } from './companies.api.ts';
import { companyToInput } from './company-form-values.ts';

export function CompanyEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: company, error, refetch } = useGetCompanyQuery(id);
  const [updateCompany] = useUpdateCompanyMutation();

  if (!company) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader title="運送会社の編集" subtitle={company.name} />
      <CompanyForm
        key={company.id}
        mode="edit"
        defaultValues={companyToInput(company)}
        onCancel={() => navigate(`/companies/${company.id}`)}
        onSubmit={async ({ adminName: _n, adminEmail: _e, ...body }) => {
          await updateCompany({ id: company.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/companies/${company.id}`, { replace: true });
        }}
      />
    </>
  );
}
