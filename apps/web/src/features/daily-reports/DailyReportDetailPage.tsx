import ArrowBack from '@mui/icons-material/ArrowBack';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UndoOutlined from '@mui/icons-material/UndoOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DailyReport } from '@rikuun/contract';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { DetailList } from '../../components/DetailList.tsx';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { keepFocusWhileChanging, pageHeading } from '../../lib/focus-return.ts';
import { formatDate, formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DailyReportChangeHistory } from './DailyReportChangeHistory.tsx';
import { DailyReportFeesDialog } from './DailyReportFeesDialog.tsx';
import { DailyReportSections } from './DailyReportSections.tsx';
import { DecisionDialog } from './DecisionDialog.tsx';
import { DutyRecordPdfButton } from './DutyRecordPdfButton.tsx';
import { ApproveStatusChip, feeTypeText, quantityText, yenText } from './daily-report-format.tsx';
import { useDecideDailyReportMutation, useGetDailyReportQuery } from './daily-reports.api.ts';
import { IncompleteItemsAlert } from './IncompleteItemsAlert.tsx';
import { incompleteLinesOf } from './incomplete-items.ts';

function FeesCard({ report, onEdit }: { report: DailyReport; onEdit?: () => void }) {
  return (
    <Card variant="outlined" component="section" aria-label="運賃">
      <CardContent>
        <Stack direction="row" sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h2" component="h2">
            運賃
          </Typography>
          {onEdit && (
            <Button size="small" variant="outlined" startIcon={<EditOutlined />} onClick={onEdit}>
              金額を変更
            </Button>
          )}
        </Stack>
        <DetailList
          items={[
            { label: '運賃区分', value: feeTypeText(report) },
            { label: '数量', value: quantityText(report) },
            { label: '請求金額（税抜）', value: yenText(report.billingAmount) },
            { label: '支払金額（税抜）', value: yenText(report.paymentAmount) },
            ...(report.feeOverrideReason
              ? [{ label: '金額の変更理由', value: report.feeOverrideReason }]
              : [{ label: '計算', value: '契約の単価 × 数量（四捨五入で1円単位）' }]),
          ]}
        />
      </CardContent>
    </Card>
  );
}

function ApprovalCard({ report }: { report: DailyReport }) {
  return (
    <Card variant="outlined" component="section" aria-label="承認">
      <CardContent>
        <Typography variant="h2" component="h2" sx={{ mb: 2 }}>
          承認
        </Typography>
        <DetailList
          items={[
            { label: '状況', value: <ApproveStatusChip status={report.approveStatus} /> },
            { label: '申請日時', value: formatDateTime(report.requestedAt) },
            {
              label: '承認・差戻し',
              value: [formatDateTime(report.decidedAt), report.decidedByName].filter(Boolean).join('　'),
            },
            { label: 'コメント', value: report.statusComment },
          ]}
        />
      </CardContent>
    </Card>
  );
}

/** One 日報 for staff: every 乗務記録 item, the fees with 「金額を変更」, approval and 変更履歴. */
export function DailyReportDetailPage() {
  const id = useParams().id ?? '';
  const { data: report, error, refetch } = useGetDailyReportQuery(id);
  const [decide, deciding] = useDecideDailyReportMutation();
  const [open, setOpen] = useState<'approved' | 'rejected' | 'fees' | null>(null);
  const [incomplete, setIncomplete] = useState<string[] | null>(null);
  const missing =
    !report && [400, 404].includes((error as { status?: unknown } | undefined)?.status as number);
  usePageTitle(
    report ? `日報 ${formatDate(report.date)} ${report.driverName}` : missing ? '日報が見つかりません' : null,
  );

  if (missing)
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/daily-reports">
            日報一覧
          </Button>
        }
      >
        日報が見つかりません。削除されたか、URLが正しくありません。
      </Alert>
    );
  if (!report) return error ? <QueryError error={error} onRetry={refetch} /> : <Loading />;

  const close = () => {
    // After 承認 or 差戻し the buttons that opened the dialog are gone: the focus goes to the heading.
    keepFocusWhileChanging(pageHeading);
    setOpen(null);
    setIncomplete(null);
  };
  const submitDecision = async (status: 'approved' | 'rejected', comment: string | null) => {
    setIncomplete(null);
    try {
      await decide({ id: report.id, body: { status, comment } }).unwrap();
      notifySuccess(status === 'approved' ? '承認しました' : '差し戻しました');
      close();
    } catch (e) {
      const lines = incompleteLinesOf(e);
      if (lines) setIncomplete(lines);
      else handleError(e);
    }
  };
  const requested = report.approveStatus === 'requested';

  return (
    <>
      <Button component={RouterLink} to="/daily-reports" startIcon={<ArrowBack />} sx={{ mb: 1 }}>
        日報一覧
      </Button>
      <PageHeader
        title={`${formatDate(report.date)} ${report.driverName}`}
        subtitle={report.contractName ?? '契約なし'}
        actions={
          requested ? (
            <>
              <Button
                variant="contained"
                startIcon={<CheckCircleOutlined />}
                onClick={() => setOpen('approved')}
              >
                承認
              </Button>
              <Button
                variant="outlined"
                color="warning"
                startIcon={<UndoOutlined />}
                onClick={() => setOpen('rejected')}
              >
                差戻し
              </Button>
            </>
          ) : (
            <>
              <ApproveStatusChip status={report.approveStatus} />
              <DutyRecordPdfButton driverId={report.driverId} month={report.date.slice(0, 7)} />
            </>
          )
        }
      />
      <Stack spacing={2}>
        <FeesCard
          report={report}
          onEdit={report.approveStatus === 'approved' ? undefined : () => setOpen('fees')}
        />
        <ApprovalCard report={report} />
        <DailyReportSections report={report} />
        <DailyReportChangeHistory reportId={report.id} />
      </Stack>
      {(open === 'approved' || open === 'rejected') && (
        <DecisionDialog
          decision={open}
          count={1}
          busy={deciding.isLoading}
          onSubmit={(comment) => submitDecision(open, comment)}
          onClose={close}
          problem={incomplete && <IncompleteItemsAlert lines={incomplete} bulk={false} />}
        />
      )}
      {open === 'fees' && <DailyReportFeesDialog report={report} onClose={() => setOpen(null)} />}
    </>
  );
}
