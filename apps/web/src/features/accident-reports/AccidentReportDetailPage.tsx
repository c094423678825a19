import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import { type AccidentReport, accidentDetailLabels as D, accidentReportLabels as L } from '@rikuun/contract';
import { Link as RouterLink, useParams } from 'react-router';
import { type DetailItem, DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AccidentChangeHistory } from './AccidentChangeHistory.tsx';
import { AccidentFilesByCategory } from './AccidentFilesByCategory.tsx';
import { AccidentPdfButton } from './AccidentPdfButton.tsx';
import { AccidentSubmissionCard } from './AccidentSubmissionCard.tsx';
import { accidentReportPath } from './accident-columns.tsx';
import { useGetAccidentReportQuery } from './accident-reports.api.ts';
import { DeadlineChip } from './DeadlineChip.tsx';

const yesNo = (v: boolean | null) => (v === null ? null : v ? 'はい' : 'いいえ');

function overview(r: AccidentReport): DetailItem[] {
  return [
    { label: '発生日時', value: `${formatDate(r.accidentDate)} ${r.accidentTime}` },
    { label: L.driverId, value: r.driverName },
    { label: L.courseId, value: r.courseName },
    { label: L.carRegistrationNumber, value: r.carRegistrationNumber },
    { label: '発生場所', value: `〒${r.zipCode} ${r.address1}${r.address2 ? ` ${r.address2}` : ''}` },
    { label: L.isCorrectAddress, value: yesNo(r.isCorrectAddress) },
    { label: '緯度・経度', value: r.latitude !== null ? `${r.latitude}, ${r.longitude}` : null },
    { label: L.isCritical, value: r.isCritical ? '該当' : '非該当' },
    { label: '記録の保存期限', value: `${formatDate(r.keepUntil)}まで（事故の記録は3年間保存）` },
  ];
}

function details(r: AccidentReport): DetailItem[] {
  const d = r.details;
  const flags = d.criteria.map((k) => D[k]);
  return [
    { label: D.weather, value: d.weather },
    { label: D.roadCondition, value: d.roadCondition },
    { label: D.description, value: d.description },
    { label: D.cause, value: d.cause },
    { label: D.preventionMeasures, value: d.preventionMeasures },
    { label: D.damage, value: d.damage },
    { label: D.vehiclesInvolved, value: d.vehiclesInvolved === null ? null : `${d.vehiclesInvolved}台` },
    {
      label: '死傷者',
      value: `${D.deaths} ${d.injuries.deaths}名・${D.serious} ${d.injuries.serious}名・${D.minor} ${d.injuries.minor}名`,
    },
    { label: D.otherPartyName, value: d.otherParty.name },
    { label: D.otherPartyPhone, value: d.otherParty.phone },
    { label: D.otherPartyVehicle, value: d.otherParty.vehicle },
    { label: D.otherPartyInsurer, value: d.otherParty.insurer },
    {
      label: D.policeReported,
      value: d.policeReported ? `届出済み${d.policeStation ? `（${d.policeStation}）` : ''}` : '未届出',
    },
    { label: D.insurerNotified, value: d.insurerNotified ? '連絡済み' : '未連絡' },
    { label: '該当する事項', value: flags.length > 0 ? flags.join('、') : 'なし' },
  ];
}

function NotFound() {
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to="/accident-reports" color="inherit" startIcon={<ArrowBack />}>
          事故報告一覧に戻る
        </Button>
      }
      sx={{ alignItems: 'center', flexWrap: 'wrap' }}
    >
      <AlertTitle>事故報告が見つかりません</AlertTitle>
      URLが正しくない可能性があります。
    </Alert>
  );
}

export function AccidentReportDetailPage() {
  const id = useParams().id ?? '';
  const { data: report, error, refetch } = useGetAccidentReportQuery(id);
  const missing =
    !report && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  const title = report
    ? `事故報告 ${formatDate(report.accidentDate)}`
    : missing
      ? '事故報告が見つかりません'
      : null;
  usePageTitle(title);

  if (missing) return <NotFound />;
  if (!report) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;
  const deadline = report.reportDeadline;
  return (
    <>
      <Button component={RouterLink} to="/accident-reports" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        事故報告一覧
      </Button>
      <PageHeader
        title={`事故報告 ${formatDate(report.accidentDate)} ${report.accidentTime}`}
        subtitle={report.driverName}
        actions={
          <>
            <Button
              component={RouterLink}
              to={`${accidentReportPath(report)}/edit`}
              variant="outlined"
              startIcon={<EditOutlined />}
            >
              編集
            </Button>
            <AccidentPdfButton reportId={report.id} accidentDate={report.accidentDate} />
          </>
        }
      />
      <Stack spacing={2}>
        {deadline.kind && (
          <Alert severity={deadline.kind === 'flash_24h' ? 'warning' : 'info'} icon={false}>
            <Stack spacing={1}>
              <div>
                <DeadlineChip report={report} />
              </div>
              {deadline.kind === 'flash_24h' && deadline.reportDueOn && (
                <div>事故報告書は{formatDate(deadline.reportDueOn)}までに提出してください。</div>
              )}
              <div>該当する事由: {deadline.reasons.join('、')}</div>
            </Stack>
          </Alert>
        )}
        <AccidentSubmissionCard report={report} />
        <Card variant="outlined">
          <CardHeader title="事故の概要" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <DetailList items={overview(report)} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title={L.details} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <DetailList items={details(report)} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardHeader title="写真・書類" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
          <CardContent>
            <AccidentFilesByCategory files={report.files} />
          </CardContent>
        </Card>
        <AccidentChangeHistory reportId={report.id} />
      </Stack>
    </>
  );
}
