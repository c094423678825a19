import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { AccidentReportForm } from './AccidentReportForm.tsx';
import { buildAccidentFormData } from './accident-form-data.ts';
import { newAccidentValues } from './accident-form-values.ts';
import { useCreateAccidentReportMutation } from './accident-reports.api.ts';

export function AccidentReportCreatePage() {
  const navigate = useNavigate();
  const [createReport] = useCreateAccidentReportMutation();
  return (
    <>
      <PageHeader title="事故の報告" />
      <AccidentReportForm
        defaultValues={newAccidentValues()}
        onCancel={() => navigate('/accident-reports')}
        onSubmit={async (values, files) => {
          const report = await createReport({ body: buildAccidentFormData(values, files) }).unwrap();
          notifySuccess('事故報告を登録しました');
          navigate(`/accident-reports/${report.id}`, { replace: true });
        }}
      />
    </>
  );
}
