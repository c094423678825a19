import type { ReimbursementStatementPdfInput } from '@rikuun/contract';
import { eq, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflict } from '../../lib/http/errors.ts';
import { clients } from '../clients/clients.table.ts';
import { clientStatement } from '../statements/statements.service.ts';
import { readIssuer } from './issue-documents.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';
import { type Issued, issueDocument } from './register-document.ts';

export const NO_REIMBURSEMENTS =
  'この月の立替金はありません。承認済みで「荷主へ請求」の経費のうち、取引先の高速代等の請求が「立替金として精算」のもの（その他の経費は常に立替金）が対象です。';

/** The number of the client's current invoice of the month, printed so the two papers go together. */
async function invoiceNumberOf(ctx: CompanyCtx, clientId: string, accountingMonth: string) {
  const [row] = await ctx.db
    .select({ documentNumber: issuedDocuments.documentNumber, version: issuedDocuments.version })
    .from(issuedDocuments)
    .where(
      companyRows(ctx, issuedDocuments).where(
        eq(issuedDocuments.kind, 'invoice'),
        eq(issuedDocuments.clientId, clientId),
        eq(issuedDocuments.accountingMonth, accountingMonth),
        isNull(issuedDocuments.supersededAt),
      ),
    );
  return row ? `${row.documentNumber}（第${row.version}版）` : null;
}

const fileNameOf = (name: string, month: string) => (number: string, version: number) =>
  `立替金精算書_${number}_第${version}版_${name.replace(/[\\/:*?"<>|]/g, '_')}_${month}.pdf`;

/**
 * POST /reimbursement-statements/pdf: the client's 立替金精算書 of the month, registered as an issued
 * document (電帳法: searchable by date, amount and client like the invoice). Its amount is outside the
 * consumption tax, so its tax summary is empty.
 */
export async function issueReimbursementStatement(
  ctx: CompanyCtx,
  input: ReimbursementStatementPdfInput,
): Promise<Issued> {
  const client = await companyRows(ctx, clients, '取引先').findOr404(input.clientId);
  const statement = await clientStatement(ctx, input.accountingMonth, client.id);
  if (statement.reimbursements.length === 0) throw conflict(NO_REIMBURSEMENTS);
  const [{ company, party }, invoiceNumber] = await Promise.all([
    readIssuer(ctx),
    invoiceNumberOf(ctx, client.id, input.accountingMonth),
  ]);
  return issueDocument(ctx, {
    kind: 'reimbursement_statement',
    accountingMonth: input.accountingMonth,
    clientId: client.id,
    driverId: null,
    counterpartyName: client.name,
    period: statement.period,
    dueOn: statement.dueOn,
    tax: { byRate: [], taxableAmount: 0, taxAmount: 0, totalAmount: 0 },
    totalAmount: statement.reimbursementTotal,
    fileName: fileNameOf(client.name, input.accountingMonth),
    render: (doc) =>
      ctx.renderPdf('reimbursementStatement', {
        ...doc,
        statement,
        honorific: client.honorific ?? '御中',
        issuer: { ...party, registrationNumber: company.invoiceRegistrationNumber },
        invoiceNumber,
      }),
  });
}
