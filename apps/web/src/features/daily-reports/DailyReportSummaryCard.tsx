import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { accountingMonthLabel, type DailyReportSummary } from '@rikuun/contract';
import { formatYen } from '../../lib/format.ts';

function Figure({ label, value, note }: { label: string; value: number; note: string }) {
  return (
    <div>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h2" component="p">
        {formatYen(value)}
      </Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {note}
      </Typography>
    </div>
  );
}

/** The list's totals (税抜) with the month's 調整額 of its clients and drivers. */
export function DailyReportSummaryCard({ summary }: { summary: DailyReportSummary }) {
  return (
    <Card variant="outlined" sx={{ mb: 2 }} component="section" aria-label="集計">
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={4}>
          <Figure
            label={`請求合計（${summary.reportCount}件・調整額込み・税抜）`}
            value={summary.billingTotal}
            note={`運賃 ${formatYen(summary.billingAmount)} ／ 調整額 ${formatYen(summary.clientAdjustmentAmount)}`}
          />
          <Figure
            label="支払合計（調整額込み・税抜）"
            value={summary.paymentTotal}
            note={`運賃 ${formatYen(summary.paymentAmount)} ／ 調整額 ${formatYen(summary.driverAdjustmentAmount)}`}
          />
        </Stack>
        {summary.adjustments.length > 0 && (
          <Stack component="ul" spacing={0.5} sx={{ mt: 2, mb: 0, pl: 2 }}>
            {summary.adjustments.map((a) => (
              <Typography component="li" variant="body2" key={a.id}>
                {a.subject === 'client' ? '取引先' : 'ドライバー'} {a.subjectName}（
                {accountingMonthLabel(a.accountingMonth)}）{a.title}：{formatYen(a.amount)}
              </Typography>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
