import ChatBubbleOutlineOutlined from '@mui/icons-material/ChatBubbleOutlineOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  accountingMonthLabel,
  documentKindLabels,
  PAYMENT_NOTICE_CONFIRMATION_TEXT,
  questionStatusLabels,
  type SelfPaymentNotice,
} from '@rikuun/contract';
import { useId, useState } from 'react';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { handleError } from '../../lib/errors.ts';
import { formatDateLong, formatDateTime, formatYen } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useConfirmPaymentNoticeMutation, useListSelfPaymentNoticesQuery } from './issued-documents.api.ts';
import { QuestionForm, QuestionThread } from './PaymentNoticeQuestions.tsx';

/** The notice's state as the contractor sees it: 確認済み, 問い合わせ中, 回答あり or 未確認. */
function noticeState(notice: SelfPaymentNotice): { label: string; color: 'success' | 'info' | 'warning' } {
  if (notice.confirmedAt) return { label: '確認済み', color: 'success' };
  if (notice.questionStatus === 'open') return { label: questionStatusLabels.open, color: 'info' };
  if (notice.questionStatus === 'answered') return { label: '回答あり', color: 'info' };
  return { label: '未確認', color: 'warning' };
}

/** 「問い合わせる」: a dialog with a text box; the question goes to the office instead of confirming. */
function AskDialog({
  notice,
  open,
  onClose,
}: {
  notice: SelfPaymentNotice;
  open: boolean;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {accountingMonthLabel(notice.accountingMonth)}分について問い合わせる
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          内容に誤りや不明な点があれば、事務所に問い合わせてください。回答が届くとお知らせします。
        </Typography>
        {open && <QuestionForm side="driver" id={notice.id} onSent={onClose} autoFocus />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>閉じる</Button>
      </DialogActions>
    </Dialog>
  );
}

function NoticeCard({ notice }: { notice: SelfPaymentNotice }) {
  const [confirm, { isLoading }] = useConfirmPaymentNoticeMutation();
  const [asking, setAsking] = useState(false);
  const state = noticeState(notice);
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
          <Chip color={state.color} label={state.label} />
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
          {notice.questionStatus && (
            <Stack spacing={1}>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
                問い合わせ
              </Typography>
              <QuestionThread side="driver" id={notice.id} />
            </Stack>
          )}
          {notice.confirmedAt ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatDateTime(notice.confirmedAt)} に確認しました
            </Typography>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button
                variant="contained"
                size="large"
                startIcon={<CheckCircleOutlined />}
                disabled={isLoading}
                onClick={() => void onConfirm()}
                sx={{ py: 1.5, flex: 1 }}
              >
                {isLoading ? '送信中…' : '確認しました'}
              </Button>
              <Button
                variant="outlined"
                size="large"
                startIcon={<ChatBubbleOutlineOutlined />}
                onClick={() => setAsking(true)}
                sx={{ py: 1.5, flex: 1 }}
              >
                問い合わせる
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
      <AskDialog notice={notice} open={asking} onClose={() => setAsking(false)} />
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
