import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import {
  issuedDocumentKindLabels,
  type StatementDocumentKind,
  statementDocumentKindLabels,
} from '@rikuun/contract';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { handleError } from '../../lib/errors.ts';
import { notifySuccess } from '../../lib/notifier.ts';
import { fetchFile, pdfTab } from './document-files.ts';
import { invalidateIssuedDocuments, useListIssuedDocumentsQuery } from './issued-documents.api.ts';
import { type NoticePreview, PaymentNoticePreviewDialog } from './PaymentNoticePreviewDialog.tsx';

type Target =
  | { kind: 'invoice' | 'reimbursement_statement'; clientId: string; accountingMonth: string }
  | { kind: 'payment_notice'; driverId: string; accountingMonth: string; preview: NoticePreview };

/** Issued from this screen (a 運送契約書面 is issued on accepting a 傭車, never by a button). */
const routeOf: Record<Target['kind'], string> = {
  invoice: '/invoices/pdf',
  payment_notice: '/payment-notices/pdf',
  reimbursement_statement: '/reimbursement-statements/pdf',
};

/**
 * The month's current document of a counterparty, from one list per kind and month: every button of
 * the month-close screen shares that one request.
 */
function useCurrentDocument(target: Target) {
  const { data, isLoading } = useListIssuedDocumentsQuery({
    kind: target.kind,
    accountingMonth: target.accountingMonth,
    perPage: 1000,
  });
  const current = data?.data.find((d) =>
    'clientId' in target ? d.clientId === target.clientId : d.driverId === target.driverId,
  );
  return { current, isLoading };
}

/** The month's document as it will be issued (返還請求書, 相殺通知書), when the statement is known. */
type Named = { documentKind?: StatementDocumentKind; size?: 'small' | 'medium' };

function IssueDocumentButton({
  target,
  size,
  documentKind,
  prefix = '',
}: Named & {
  target: Target;
  /** Names the document on the button when a page has more than one (精算書を発行). */
  prefix?: string;
}) {
  // A payment notice is always previewed and confirmed; other documents are confirmed when reissued.
  const previewed = target.kind === 'payment_notice';
  const dispatch = useDispatch();
  const { current, isLoading } = useCurrentDocument(target);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const label = documentKind
    ? statementDocumentKindLabels[documentKind]
    : issuedDocumentKindLabels[target.kind];

  const issue = async () => {
    setConfirming(false);
    const tab = pdfTab();
    setBusy(true);
    const body =
      target.kind === 'payment_notice'
        ? { driverId: target.driverId, accountingMonth: target.accountingMonth }
        : { clientId: target.clientId, accountingMonth: target.accountingMonth };
    const outcome = await fetchFile(routeOf[target.kind], {
      method: 'POST',
      body,
      fallbackName: `${label}.pdf`,
    });
    setBusy(false);
    if ('error' in outcome) {
      tab.close();
      handleError(outcome.error);
      return;
    }
    tab.show(outcome.data);
    dispatch(invalidateIssuedDocuments());
    notifySuccess(`${label}を${current ? '再発行' : '発行'}しました`);
  };

  const title = current
    ? `${current.documentNumber} 第${current.version}版を発行済み`
    : `${label}を発行します`;
  return (
    <>
      <Tooltip title={title}>
        <span>
          <Button
            size={size ?? 'small'}
            variant={current ? 'outlined' : 'contained'}
            disabled={isLoading || busy}
            onClick={() => (current || previewed ? setConfirming(true) : void issue())}
          >
            {busy ? '発行中…' : `${prefix}${current ? '再発行' : '発行'}`}
          </Button>
        </span>
      </Tooltip>
      {target.kind === 'payment_notice' && (
        <PaymentNoticePreviewDialog
          open={confirming}
          preview={target.preview}
          current={current}
          busy={busy}
          onConfirm={() => void issue()}
          onClose={() => setConfirming(false)}
        />
      )}
      <ConfirmDialog
        open={confirming && !previewed}
        title={`${label}の再発行`}
        message={
          current
            ? `${current.documentNumber} を第${current.version + 1}版として再発行します。第${current.version}版は旧版として保存されます。`
            : ''
        }
        confirmLabel="再発行"
        destructive={false}
        onConfirm={() => void issue()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}

/** 請求書の発行・再発行 of a client's month (month-close screen). */
export function IssueInvoiceButton(props: Named & { clientId: string; accountingMonth: string }) {
  const { size, documentKind, ...target } = props;
  return (
    <IssueDocumentButton target={{ kind: 'invoice', ...target }} size={size} documentKind={documentKind} />
  );
}

/** 支払通知書の発行・再発行 of a contractor driver's month (month-close screen), after a preview. */
export function IssuePaymentNoticeButton(
  props: Named & {
    driverId: string;
    accountingMonth: string;
    /** The statement the notice is made from: its figures are shown before issuing. */
    preview: NoticePreview;
  },
) {
  const { size, documentKind, ...target } = props;
  return (
    <IssueDocumentButton
      target={{ kind: 'payment_notice', ...target }}
      size={size}
      documentKind={documentKind}
    />
  );
}

/** 立替金精算書の発行・再発行 of a client's month (month-close screen; only when it has 立替金). */
export function IssueReimbursementStatementButton(props: {
  clientId: string;
  accountingMonth: string;
  size?: 'small' | 'medium';
}) {
  const { size, ...target } = props;
  return (
    <IssueDocumentButton
      target={{ kind: 'reimbursement_statement', ...target }}
      size={size}
      prefix="精算書を"
    />
  );
}
