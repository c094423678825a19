import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  accountingMonthLabel,
  type ClientStatementDetail,
  type DriverStatementDetail,
  type IssuedDocumentSummary,
  statementDocumentKindLabels,
  tollHandlingLabels,
} from '@rikuun/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader.tsx';
import { Loading, QueryError } from '../../components/QueryStatus.tsx';
import { isMissing, RecordNotFound } from '../../components/RecordNotFound.tsx';
import { formatDate, formatYen } from '../../lib/format.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdjustmentAmountsSection } from '../adjustment-amounts/index.ts';
import {
  IssueInvoiceButton,
  IssuePaymentNoticeButton,
  IssueReimbursementStatementButton,
} from '../issued-documents/index.ts';
import { MonthPicker } from '../working-time/index.ts';
import { useGetClientStatementQuery, useGetDriverStatementQuery } from './month-close.api.ts';
import {
  defaultCloseMonth,
  isCloseMonth,
  pendingLinks,
  pendingText,
  shortPeriod,
} from './month-close-format.ts';
import { PendingChips } from './StatementBadges.tsx';
import { StatementLines, StatementReimbursements, StatementTotals } from './StatementParts.tsx';

/** The month of the page (?month=YYYY-MM; the month closing now when absent) and how to change it. */
function useCloseMonth(): [string, (month: string) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month');
  const month = isCloseMonth(raw) ? raw : defaultCloseMonth();
  return [month, (next) => setParams({ month: next }, { replace: true })];
}

type Statement = ClientStatementDetail | DriverStatementDetail;

function IssueNotice({
  issued,
  changed,
  what,
}: {
  issued: IssuedDocumentSummary | null;
  changed: boolean;
  what: string;
}) {
  if (!issued) return null;
  const name = `${issued.documentNumber} 第${issued.version}版（${formatDate(issued.issuedOn)}発行）`;
  return changed ? (
    <Alert severity="error">
      <AlertTitle>発行後に変更あり</AlertTitle>
      {what} {name} の金額 {formatYen(issued.totalAmount)} から変わりました。再発行してください。
    </Alert>
  ) : (
    <Alert severity="info">
      {what} {name} を発行済みです。調整額を変更すると再発行が必要になります。
    </Alert>
  );
}

function StatementView(props: {
  statement: Statement;
  name: string;
  what: string;
  totalLabel: string;
  subtitle: string;
  links: { dailyReports: string; expenses: string };
  issueButton: ReactNode;
  /** The 立替金精算書's button (clients). */
  reimbursementAction?: ReactNode;
  /** The 立替金精算書's issue state (clients). */
  reimbursementIssue?: { issued: IssuedDocumentSummary | null; changed: boolean };
  parent: { kind: 'client' | 'driver'; id: string };
  month: string;
  setMonth: (month: string) => void;
}) {
  const { statement: s, month } = props;
  usePageTitle(`${props.name} ${accountingMonthLabel(month)}`);
  return (
    <>
      <PageHeader
        title={`${props.name}（${accountingMonthLabel(month)}）`}
        subtitle={props.subtitle}
        actions={
          <>
            <Button component={RouterLink} to={`/month-close?month=${month}`} startIcon={<ArrowBack />}>
              月次締め
            </Button>
            <MonthPicker month={month} onChange={props.setMonth} />
            {props.issueButton}
          </>
        }
      />
      <Stack spacing={2}>
        {s.pending.dailyReports + s.pending.expenses > 0 && (
          <Alert severity="warning" action={<PendingChips pending={s.pending} links={props.links} />}>
            <AlertTitle>未承認の記録があります</AlertTitle>
            期間内に未承認の{pendingText(s.pending)}があります。承認されるまで金額に含まれません。
          </Alert>
        )}
        <IssueNotice issued={s.issued} changed={s.changedSinceIssue} what={props.what} />
        {props.reimbursementIssue && (
          <IssueNotice
            issued={props.reimbursementIssue.issued}
            changed={props.reimbursementIssue.changed}
            what="立替金精算書"
          />
        )}
        <ReturnNotice statement={s} what={props.what} />
        <StatementTotals figures={s} totalLabel={props.totalLabel} />
        <StatementLines lines={s.lines} />
        <StatementReimbursements rows={s.reimbursements} action={props.reimbursementAction} />
        <AdjustmentAmountsSection parent={props.parent} accountingMonth={month} />
      </Stack>
    </>
  );
}

/** Why the document is a 返還請求書 / 相殺通知書, or carries a 返還 part. */
function ReturnNotice({ statement: s, what }: { statement: Statement; what: string }) {
  if (s.dueOn && !s.returns) return null;
  const returned = s.returns
    ? `対価の返還等 ${formatYen(s.returns.totalAmount)}（税込）を、元の取引の期間とともに記載します。`
    : '';
  return (
    <Alert severity="info">
      <AlertTitle>{what}</AlertTitle>
      {s.dueOn
        ? `前月以前の取引の値引き・返品があります。${returned}`
        : `この月はお支払いいただく（お支払いする）金額がないため、支払期日と振込先を記載しません。${returned}`}
    </Alert>
  );
}

/** 「お支払期日 2026/12/30 (水)」, or that there is none. */
const dueText = (label: string, dueOn: string | null) =>
  dueOn ? `${label} ${formatDate(dueOn)}` : `${label}なし`;

function Missing({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  if (isMissing(error)) return <RecordNotFound what={what} listPath="/month-close" listLabel="月次締め" />;
  return error ? <QueryError error={error} onRetry={onRetry} /> : <Loading />;
}

/** A client's month: the invoice's lines, tax per rate, 立替金 and the month's adjustments. */
export function ClientStatementPage() {
  const clientId = useParams().clientId ?? '';
  const [month, setMonth] = useCloseMonth();
  const { data, error, refetch } = useGetClientStatementQuery(
    { clientId, accountingMonth: month },
    { refetchOnMountOrArgChange: true },
  );
  if (!data || data.accountingMonth !== month)
    return <Missing error={error} onRetry={refetch} what="取引先" />;
  return (
    <StatementView
      statement={data}
      name={data.clientName}
      what={statementDocumentKindLabels[data.documentKind]}
      totalLabel={
        data.documentKind === 'return_invoice' ? '合計（税込・マイナスは返還額）' : 'ご請求額（税込）'
      }
      subtitle={`期間 ${shortPeriod(data.period)}（${data.closingDay === 0 ? '月末' : `${data.closingDay}日`}締め）・${dueText('お支払期日', data.dueOn)}・高速代等 ${tollHandlingLabels[data.tollHandling]}`}
      links={pendingLinks({ clientId }, data.period)}
      issueButton={
        <IssueInvoiceButton
          clientId={clientId}
          accountingMonth={month}
          size="medium"
          documentKind={data.documentKind}
        />
      }
      reimbursementAction={<IssueReimbursementStatementButton clientId={clientId} accountingMonth={month} />}
      reimbursementIssue={{ issued: data.reimbursementIssued, changed: data.reimbursementChangedSinceIssue }}
      parent={{ kind: 'client', id: clientId }}
      month={month}
      setMonth={setMonth}
    />
  );
}

/** A contractor driver's month: the payment notice's lines, tax per rate, 立替金 and adjustments. */
export function DriverStatementPage() {
  const driverId = useParams().driverId ?? '';
  const [month, setMonth] = useCloseMonth();
  const { data, error, refetch } = useGetDriverStatementQuery(
    { driverId, accountingMonth: month },
    { refetchOnMountOrArgChange: true },
  );
  if (!data || data.accountingMonth !== month)
    return <Missing error={error} onRetry={refetch} what="ドライバー" />;
  return (
    <StatementView
      statement={data}
      name={data.driverName}
      what={statementDocumentKindLabels[data.documentKind]}
      totalLabel={
        data.documentKind === 'offset_notice' ? '合計（税込・マイナスは控除超過）' : 'お支払額（税込）'
      }
      subtitle={`期間 ${shortPeriod(data.period)}（月末締め）・${dueText('支払期日', data.dueOn)}・登録番号 ${data.registrationNumber ?? '未登録'}`}
      links={pendingLinks({ driverId }, data.period)}
      issueButton={
        <IssuePaymentNoticeButton
          driverId={driverId}
          accountingMonth={month}
          size="medium"
          documentKind={data.documentKind}
          preview={data}
        />
      }
      parent={{ kind: 'driver', id: driverId }}
      month={month}
      setMonth={setMonth}
    />
  );
}
