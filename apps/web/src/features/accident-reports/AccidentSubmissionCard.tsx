import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type AccidentReport, accidentReportLabels as L } from '@rikuun/contract';
import { useState } from 'react';
import { DateTimeField } from '../../components/form/DateTimeField.tsx';
import { describeError, handleError } from '../../lib/errors.ts';
import { formatDateTime } from '../../lib/format.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { useRecordAccidentSubmissionMutation } from './accident-reports.api.ts';

type Field = 'flashReportedAt' | 'submittedAt';

/** Now as the value of a datetime-local input, in Tokyo time. */
const nowLocal = () => new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 16);
/** A datetime-local value (Tokyo) as an instant with its offset. */
const withOffset = (local: string) => `${local}:00+09:00`;

/** One step (速報 or 報告書): when it was made, or a field and a button to record it. */
function Step({ report, field, what }: { report: AccidentReport; field: Field; what: string }) {
  const [record, { isLoading }] = useRecordAccidentSubmissionMutation();
  const [at, setAt] = useState(nowLocal);
  const [error, setError] = useState<string | null>(null);
  const done = report[field];
  const save = async (value: string | null) => {
    setError(null);
    try {
      await record({ id: report.id, [field]: value }).unwrap();
      notifySuccess(value ? `${what}を記録しました` : `${what}の記録を取り消しました`);
    } catch (err) {
      // A refusal at this field is shown beside it; anything else as a notice.
      const atField = describeError(err).fieldErrors[field];
      if (atField && atField.length > 0) setError(atField.join(' '));
      else handleError(err);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <Typography sx={{ minWidth: '12rem', fontWeight: 'bold' }}>{L[field]}</Typography>
      {done ? (
        <>
          <Typography>{formatDateTime(done)}</Typography>
          <Button size="small" disabled={isLoading} onClick={() => save(null)}>
            記録を取り消す
          </Button>
        </>
      ) : (
        <>
          <DateTimeField
            size="small"
            label={`${what}の日時`}
            value={at}
            onChange={setAt}
            error={error ?? undefined}
            helperText="未実施"
            disableFuture
          />
          <Button variant="contained" disabled={isLoading || at === ''} onClick={() => save(withOffset(at))}>
            {what}を記録
          </Button>
        </>
      )}
    </Stack>
  );
}

/**
 * 運輸支局への報告 (自動車事故報告規則): the 速報 (第4条, within 24 hours) when one is due and the 報告書
 * (第3条, within 30 days); the alerts stay until they are recorded here.
 */
export function AccidentSubmissionCard({ report }: { report: AccidentReport }) {
  if (!report.reportDeadline.kind) return null;
  return (
    <Card variant="outlined">
      <CardHeader title="運輸支局への報告" slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Stack spacing={2}>
          {report.reportDeadline.kind === 'flash_24h' && (
            <Step report={report} field="flashReportedAt" what="速報" />
          )}
          <Step report={report} field="submittedAt" what="報告書の提出" />
        </Stack>
      </CardContent>
    </Card>
  );
}
