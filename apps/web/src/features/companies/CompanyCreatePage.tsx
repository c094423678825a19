import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { CompanyForm } from './CompanyForm.tsx';
import { useCreateCompanyMutation } from './companies.api.ts';
import { newCompanyValues } from './company-form-values.ts';

export function CompanyCreatePage() {
  const navigate = useNavigate();
  const [createCompany] = useCreateCompanyMutation();
  return (
    <>
      <PageHeader title="運送会社の新規登録" />
      <CompanyForm
        mode="create"
        defaultValues={newCompanyValues}
        onCancel={() => navigate('/companies')}
        onSubmit={async (values) => {
          const company = await createCompany(values).unwrap();
          notifySuccess(`運送会社を登録し、${values.adminEmail} に招待メールを送信しました`);
          navigate(`/companies/${company.id}`, { replace: true });
        }}
      />
    </>
  );
}
