import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  accountingMonthLabel,
  documentKindLabels,
  PAYMENT_NOTICE_CONFIRMATION_TEXT,
  type SelfPaymentNotice,
} from '@rikuun/contract';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDateLong, formatDateTime, formatYen } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useConfirmPaymentNoticeMutation, useListSelfPaymentNoticesQuery } from './issued-documents.api.ts';

function NoticeCard({ notice }: { notice: SelfPaymentNotice }) {
  const [confirm, { isLoading }] = useConfirmPaymentNoticeMutation();
  const onConfirm = async () => {
    try {
      await confirm(notice.id).unwrap();
      notifySuccess('確認済みにしました');
    } catch (error) {
      handleError(error);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Typography variant="h2" component="h2">
            {accountingMonthLabel(notice.accountingMonth)}分
          </Typography>
          <Chip
            color={notice.confirmedAt ? 'success' : 'warning'}
            label={notice.confirmedAt ? '確認済み' : '未確認'}
          />
        </Stack>
        <Typography sx={{ fontSize: '1.5rem', fontWeight: 700 }}>{formatYen(notice.totalAmount)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {notice.dueOn
            ? `お支払予定日 ${formatDateLong(notice.dueOn)}`
            : `${documentKindLabels[notice.documentKind]}（お支払いなし）`}
          ・{notice.documentNumber}（第{notice.version}版）
        </Typography>
        <Stack spacing={1.5}>
          <Button
            variant="outlined"
            size="large"
            startIcon={<PictureAsPdfOutlined />}
            href={notice.file.url}
            target="_blank"
            rel="noopener"
          >
            {documentKindLabels[notice.documentKind]}を開く（PDF）
          </Button>
          {notice.confirmedAt ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(notice.confirmedAt)} に確認しました
            </Typography>
          ) : (
            <Button
              variant="contained"
              size="large"
              startIcon={<CheckCircleOutlined />}
              disabled={isLoading}
              onClick={() => void onConfirm()}
              sx={{ py: 1.5 }}
            >
              {isLoading ? '送信中…' : '内容を確認しました'}
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** 支払通知書: the driver's own notices (仕入明細書) of each month, to read and confirm. */
export function PaymentNoticesPage() {
  const { data, error, isLoading, refetch } = useListSelfPaymentNoticesQuery();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeader title="支払通知書" />
      <Alert severity="info">{PAYMENT_NOTICE_CONFIRMATION_TEXT}</Alert>
      {isLoading && <Loading />}
      {error && <QueryError error={error} onRetry={refetch} />}
      {data && data.data.length === 0 && (
        <Typography sx={{ color: 'text.secondary', textAlign: 'center', py: 3 }}>
          支払通知書はまだありません。
        </Typography>
      )}
      {data?.data.map((notice) => (
        <NoticeCard key={notice.id} notice={notice} />
      ))}
    </Stack>
  );
}
