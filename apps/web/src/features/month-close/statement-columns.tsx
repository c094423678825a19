import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import {
  type ClientStatementSummary,
  type DriverStatementSummary,
  statementDocumentKindLabels,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Column } from '../../components/data-table/columns.ts';
import { formatDate, formatYen } from '../../lib/format.ts';
import {
  IssueInvoiceButton,
  IssuePaymentNoticeButton,
  IssueReimbursementStatementButton,
} from '../issued-documents/index.ts';
import { pendingLinks, pendingText, rateText, shortPeriod } from './month-close-format.ts';
import { DocumentKind, IssueState, issueStateText, PendingChips } from './StatementBadges.tsx';

type Summary = ClientStatementSummary | DriverStatementSummary;

export const clientStatementPath = (s: { clientId: string; accountingMonth: string }) =>
  `/month-close/clients/${s.clientId}?month=${s.accountingMonth}`;
export const driverStatementPath = (s: { driverId: string; accountingMonth: string }) =>
  `/month-close/drivers/${s.driverId}?month=${s.accountingMonth}`;

const yen = (label: string, id: string, value: (s: Summary) => number): Column<Summary> => ({
  id,
  label,
  value,
  render: (s) => formatYen(value(s)),
  align: 'right',
  noWrap: true,
});

/** The figures both tabs show: 期間, 運賃, 立替金, 調整額, tax per rate, 合計, 未承認, 発行状況. */
function figureColumns(links: (s: Summary) => ReturnType<typeof pendingLinks>): Column<Summary>[] {
  return [
    { id: 'period', label: '期間', value: (s) => shortPeriod(s.period), noWrap: true, card: 'secondary' },
    yen('運賃', 'feeAmount', (s) => s.feeAmount),
    yen('立替金', 'reimbursementTotal', (s) => s.reimbursementTotal),
    yen('調整額', 'adjustmentAmount', (s) => s.adjustmentAmount),
    { id: 'rate10', label: '10%対象/税', value: (s) => rateText(s.tax, 10), align: 'right', noWrap: true },
    { id: 'rate8', label: '8%対象/税', value: (s) => rateText(s.tax, 8), align: 'right', noWrap: true },
    { ...yen('合計', 'totalAmount', (s) => s.totalAmount), sortKey: 'totalAmount', card: 'secondary' },
    {
      id: 'pending',
      label: '未承認',
      value: (s) => pendingText(s.pending),
      render: (s) => <PendingChips pending={s.pending} links={links(s)} />,
      sortKey: 'pending',
      card: 'status',
    },
    {
      id: 'issued',
      label: '発行状況',
      value: (s) => issueStateText(s.issued, s.changedSinceIssue),
      render: (s) => <IssueState issued={s.issued} changedSinceIssue={s.changedSinceIssue} />,
    },
  ];
}

/** Keeps a click in the cell (a reissue dialog's backdrop included) from opening the row. */
const Contained = ({ children }: { children: ReactNode }) => (
  <Box onClick={(event) => event.stopPropagation()}>{children}</Box>
);

export const clientStatementColumns = [
  {
    id: 'clientName',
    label: '取引先',
    value: (s: ClientStatementSummary) => s.clientName,
    render: (s: ClientStatementSummary) => (
      <Link component={RouterLink} to={clientStatementPath(s)}>
        {s.clientName}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 240,
    card: 'primary',
  },
  ...(figureColumns((s) =>
    pendingLinks({ clientId: (s as ClientStatementSummary).clientId }, s.period),
  ) as Column<ClientStatementSummary>[]),
  {
    id: 'documentKind',
    label: '書類',
    value: (s: ClientStatementSummary) => statementDocumentKindLabels[s.documentKind],
    render: (s: ClientStatementSummary) => <DocumentKind kind={s.documentKind} />,
    noWrap: true,
  },
  {
    id: 'issue',
    label: '発行',
    csv: false,
    sticky: true,
    render: (s: ClientStatementSummary) => (
      <Contained>
        <IssueInvoiceButton
          clientId={s.clientId}
          accountingMonth={s.accountingMonth}
          documentKind={s.documentKind}
        />
      </Contained>
    ),
  },
  {
    id: 'reimbursementStatement',
    label: '立替金精算書',
    csv: false,
    // Only a month with 立替金 has one (the server refuses the others).
    render: (s: ClientStatementSummary) =>
      s.reimbursementTotal === 0 && !s.reimbursementIssued ? null : (
        <Contained>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            {s.reimbursementIssued && (
              <IssueState
                issued={s.reimbursementIssued}
                changedSinceIssue={s.reimbursementChangedSinceIssue}
              />
            )}
            {s.reimbursementTotal !== 0 && (
              <IssueReimbursementStatementButton clientId={s.clientId} accountingMonth={s.accountingMonth} />
            )}
          </Stack>
        </Contained>
      ),
  },
] as const satisfies readonly Column<ClientStatementSummary>[];

export const driverStatementColumns = [
  {
    id: 'driverName',
    label: 'ドライバー',
    value: (s: DriverStatementSummary) => s.driverName,
    render: (s: DriverStatementSummary) => (
      <Link component={RouterLink} to={driverStatementPath(s)}>
        {s.driverName}
      </Link>
    ),
    sortKey: 'name',
    maxWidth: 200,
    card: 'primary',
  },
  {
    id: 'registrationNumber',
    label: '登録番号',
    value: (s: DriverStatementSummary) => s.registrationNumber ?? '未登録',
    noWrap: true,
  },
  ...(figureColumns((s) =>
    pendingLinks({ driverId: (s as DriverStatementSummary).driverId }, s.period),
  ) as Column<DriverStatementSummary>[]),
  {
    id: 'dueOn',
    label: '支払期日',
    value: (s: DriverStatementSummary) => s.dueOn ?? 'なし',
    render: (s: DriverStatementSummary) => (s.dueOn ? formatDate(s.dueOn) : 'なし'),
    noWrap: true,
  },
  {
    id: 'documentKind',
    label: '書類',
    value: (s: DriverStatementSummary) => statementDocumentKindLabels[s.documentKind],
    render: (s: DriverStatementSummary) => <DocumentKind kind={s.documentKind} />,
    noWrap: true,
  },
  {
    id: 'issue',
    label: '発行',
    csv: false,
    sticky: true,
    render: (s: DriverStatementSummary) => (
      <Contained>
        <IssuePaymentNoticeButton
          driverId={s.driverId}
          accountingMonth={s.accountingMonth}
          documentKind={s.documentKind}
          preview={s}
        />
      </Contained>
    ),
  },
] as const satisfies readonly Column<DriverStatementSummary>[];
