import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type IssuedDocumentSummary,
  type PendingCounts,
  type StatementDocumentKind,
  statementDocumentKindLabels,
} from '@rikuun/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/format.ts';

/** 未承認: a warning chip per kind, each opening the list of what waits. */
export function PendingChips({
  pending,
  links,
}: {
  pending: PendingCounts;
  links: { dailyReports: string; expenses: string };
}) {
  if (pending.dailyReports === 0 && pending.expenses === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        なし
      </Typography>
    );
  }
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {pending.dailyReports > 0 && (
        <Chip
          size="small"
          color="warning"
          label={`日報 ${pending.dailyReports}`}
          component={RouterLink}
          to={links.dailyReports}
          clickable
        />
      )}
      {pending.expenses > 0 && (
        <Chip
          size="small"
          color="warning"
          label={`経費 ${pending.expenses}`}
          component={RouterLink}
          to={links.expenses}
          clickable
        />
      )}
    </Stack>
  );
}

/** 発行状況: 未発行, or the current document's number, version and date, flagged when the total moved since. */
export function IssueState({
  issued,
  changedSinceIssue,
}: {
  issued: IssuedDocumentSummary | null;
  changedSinceIssue: boolean;
}) {
  if (!issued) return <Chip size="small" variant="outlined" label="未発行" />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ whiteSpace: 'nowrap' }}>
        {issued.documentNumber}
        {issued.version > 1 ? ` 第${issued.version}版` : ''}（{formatDate(issued.issuedOn)}）
      </Typography>
      {changedSinceIssue ? (
        <Chip size="small" color="error" label="発行後に変更あり" />
      ) : (
        <Chip size="small" color="success" label="発行済み" />
      )}
    </Stack>
  );
}

export const issueStateText = (issued: IssuedDocumentSummary | null, changedSinceIssue: boolean) =>
  issued
    ? `${issued.documentNumber} 第${issued.version}版 ${issued.issuedOn}${changedSinceIssue ? '（発行後に変更あり）' : ''}`
    : '未発行';

/** 請求書 / 返還請求書, 支払通知書 / 相殺通知書: what the month's document is issued as. */
export function DocumentKind({ kind }: { kind: StatementDocumentKind }) {
  const label = statementDocumentKindLabels[kind];
  if (kind === 'invoice' || kind === 'payment_notice')
    return <Typography variant="body2">{label}</Typography>;
  return <Chip size="small" color="info" variant="outlined" label={label} />;
}
