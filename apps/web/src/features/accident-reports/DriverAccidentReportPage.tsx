import Alert from '@mui/material/Alert';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading } from '../../components/QueryStatus.tsx';
import { notifySuccess } from '../../lib/notifier.ts';
import { useGetSelfQuery } from '../account/index.ts';
import { AccidentReportForm } from './AccidentReportForm.tsx';
import { buildAccidentFormData } from './accident-form-data.ts';
import { newAccidentValues } from './accident-form-values.ts';
import { useCreateAccidentReportMutation } from './accident-reports.api.ts';

/** 「事故を報告」 on the driver's phone: his own report, with photos; the office sees it at once. */
export function DriverAccidentReportPage() {
  const navigate = useNavigate();
  const { data: self } = useGetSelfQuery();
  const [createReport] = useCreateAccidentReportMutation();
  if (!self) return <Loading />;
  if (!self.driverId) return <Alert severity="info">ドライバーとして登録されていません。</Alert>;
  return (
    <>
      <PageHeader title="事故を報告" subtitle="けが人の救護と警察への連絡を先に行ってください。" />
      <AccidentReportForm
        driverOnly
        defaultValues={{ ...newAccidentValues(), driverId: self.driverId }}
        onCancel={() => navigate('/home')}
        onSubmit={async (values, files) => {
          await createReport({ body: buildAccidentFormData(values, files) }).unwrap();
          notifySuccess('事故報告を送信しました。事務所に連絡が届きます。');
          navigate('/home', { replace: true });
        }}
      />
    </>
  );
}
