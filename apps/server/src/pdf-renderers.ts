import { renderAccidentReportPdf } from './features/accident-reports/accident-report-pdf.ts';
import { renderRollCallRegisterPdf } from './features/attendances/roll-call-register-pdf.ts';
import { renderDutyRecordPdf } from './features/daily-reports/duty-record-pdf.ts';
import { renderDriverRegisterPdf } from './features/driver-profiles/driver-register-pdf.ts';
import { renderInvoicePdf } from './features/issued-documents/invoice-pdf.ts';
import { renderPaymentNoticePdf } from './features/issued-documents/payment-notice-pdf.ts';
import { renderReimbursementStatementPdf } from './features/issued-documents/reimbursement-statement-pdf.ts';
import { renderTransportContractPdf } from './features/issued-documents/transport-contract-pdf.ts';
import type { PdfKindsOf, PdfRenderers } from './lib/pdf/pdf-rendering.ts';

/**
 * Every PDF the server draws, by kind: ctx.renderPdf(kind, data) renders it in a PDF worker (or on the
 * request's thread with PDF_WORKERS=0). A renderer only draws: what it needs is read before, on the
 * request's thread, and handed over as plain data (decision 077).
 */
export const pdfRenderers = {
  invoice: renderInvoicePdf,
  paymentNotice: renderPaymentNoticePdf,
  reimbursementStatement: renderReimbursementStatementPdf,
  transportContract: renderTransportContractPdf,
  driverRegister: renderDriverRegisterPdf,
  rollCallRegister: renderRollCallRegisterPdf,
  accidentReport: renderAccidentReportPdf,
  dutyRecord: renderDutyRecordPdf,
} satisfies PdfRenderers;

declare module './lib/pdf/pdf-rendering.ts' {
  interface PdfKinds extends PdfKindsOf<typeof pdfRenderers> {}
}

/**
 * The PDF worker's module. From the sources (tsx, vitest) a .mjs that registers tsx in the worker and
 * loads pdf.worker.ts; in the bundle (dist/main.js) dist/pdf-worker.js, built next to it (build.mjs).
 */
export const pdfWorkerFile = import.meta.url.endsWith('.ts')
  ? new URL('./pdf-worker-from-sources.mjs', import.meta.url)
  : new URL('./pdf-worker.js', import.meta.url);
