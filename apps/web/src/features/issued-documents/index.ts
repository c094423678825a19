/** What other features may use of issued-documents: its public surface (the layers test admits no other import). */
export { fetchFile, openDocumentPdf, saveFile } from './document-files.ts';
export {
  IssueInvoiceButton,
  IssuePaymentNoticeButton,
  IssueReimbursementStatementButton,
} from './IssueDocumentButtons.tsx';
export { PaymentNoticesCard } from './PaymentNoticesCard.tsx';
export { TransferFileButton } from './TransferFileButton.tsx';
