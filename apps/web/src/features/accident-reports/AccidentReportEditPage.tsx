import { useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { AccidentReportForm } from './AccidentReportForm.tsx';
import { buildAccidentFormData } from './accident-form-data.ts';
import { accidentToInput } from './accident-form-values.ts';
import { useGetAccidentReportQuery, useUpdateAccidentReportMutation } from './accident-reports.api.ts';

export function AccidentReportEditPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const { data: report, error, refetch } = useGetAccidentReportQuery(id);
  const [updateReport] = useUpdateAccidentReportMutation();

  if (!report) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  return (
    <>
      <PageHeader
        title="事故報告の編集"
        subtitle={`${formatDate(report.accidentDate)} ${report.driverName}`}
      />
      <AccidentReportForm
        key={report.id}
        report={report}
        defaultValues={accidentToInput(report)}
        onCancel={() => navigate(`/accident-reports/${report.id}`)}
        onSubmit={async (values, files, deleteFileIds) => {
          const body = buildAccidentFormData(values, files, { mode: 'update', deleteFileIds });
          await updateReport({ id: report.id, body }).unwrap();
          notifySuccess('保存しました');
          navigate(`/accident-reports/${report.id}`, { replace: true });
        }}
      />
    </>
  );
}
