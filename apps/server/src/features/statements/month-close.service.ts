import type {
  ClientStatement,
  ClientStatementDetail,
  ClientStatementSummary,
  DriverStatement,
  DriverStatementDetail,
  DriverStatementSummary,
  IssuedDocumentSummary,
  ListResponse,
} from '@rikuun/contract';
import { eq, inArray, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { issuedDocuments } from '../issued-documents/issued-documents.table.ts';
import {
  clientStatement,
  clientStatements,
  driverStatement,
  driverStatements,
} from './statements.service.ts';

// 月次締め: the month's statements with what was already issued for them (GET /statements/...).

type Kind = 'invoice' | 'reimbursement_statement' | 'payment_notice';

/** The current (not superseded) documents of the month, by client or driver id: one query. */
async function currentIssued(ctx: CompanyCtx, kind: Kind, accountingMonth: string, ids?: string[]) {
  const docs = companyRows(ctx, issuedDocuments, '発行済み書類');
  const subject = kind === 'payment_notice' ? issuedDocuments.driverId : issuedDocuments.clientId;
  const rows = await ctx.db
    .select({
      id: issuedDocuments.id,
      subjectId: subject,
      documentNumber: issuedDocuments.documentNumber,
      version: issuedDocuments.version,
      issuedOn: issuedDocuments.issuedOn,
      totalAmount: issuedDocuments.totalAmount,
    })
    .from(issuedDocuments)
    .where(
      docs.where(
        eq(issuedDocuments.kind, kind),
        eq(issuedDocuments.accountingMonth, accountingMonth),
        isNull(issuedDocuments.supersededAt),
        ids ? inArray(subject, ids) : undefined,
      ),
    );
  const bySubject = new Map<string, IssuedDocumentSummary>();
  for (const { subjectId, ...doc } of rows) if (subjectId) bySubject.set(subjectId, doc);
  return bySubject;
}

const sumOf = (statement: ClientStatement | DriverStatement, kinds: string[]) =>
  statement.lines.reduce((sum, line) => (kinds.includes(line.kind) ? sum + line.amount : sum), 0);

/** The parts of the total and the issue state; a total that moved since issue asks for a reissue. */
function closeFields(
  statement: ClientStatement | DriverStatement,
  issued: IssuedDocumentSummary | undefined,
) {
  return {
    feeAmount: sumOf(statement, ['fee', 'subcontract']),
    adjustmentAmount: sumOf(statement, ['adjustment']),
    expenseAmount: sumOf(statement, ['expense']),
    issued: issued ?? null,
    changedSinceIssue: issued !== undefined && issued.totalAmount !== statement.totalAmount,
  };
}

/** The 立替金精算書's issue state: changed when the month's 立替金 total is not the issued one. */
function reimbursementCloseFields(statement: ClientStatement, issued: IssuedDocumentSummary | undefined) {
  return {
    reimbursementIssued: issued ?? null,
    reimbursementChangedSinceIssue:
      issued !== undefined && issued.totalAmount !== statement.reimbursementTotal,
  };
}

export async function clientCloseList(
  ctx: CompanyCtx,
  accountingMonth: string,
): Promise<ListResponse<ClientStatementSummary>> {
  const [statements, issued, reimbursementIssued] = await Promise.all([
    clientStatements(ctx, accountingMonth),
    currentIssued(ctx, 'invoice', accountingMonth),
    currentIssued(ctx, 'reimbursement_statement', accountingMonth),
  ]);
  const data = statements.map(({ lines: _l, reimbursements: _r, ...rest }, i) => ({
    ...rest,
    ...closeFields(statements[i] as ClientStatement, issued.get(rest.clientId)),
    ...reimbursementCloseFields(statements[i] as ClientStatement, reimbursementIssued.get(rest.clientId)),
  }));
  return { data, total: data.length };
}

export async function clientCloseDetail(
  ctx: CompanyCtx,
  accountingMonth: string,
  clientId: string,
): Promise<ClientStatementDetail> {
  const statement = await clientStatement(ctx, accountingMonth, clientId);
  const [issued, reimbursementIssued] = await Promise.all([
    currentIssued(ctx, 'invoice', accountingMonth, [clientId]),
    currentIssued(ctx, 'reimbursement_statement', accountingMonth, [clientId]),
  ]);
  return {
    ...statement,
    ...closeFields(statement, issued.get(clientId)),
    ...reimbursementCloseFields(statement, reimbursementIssued.get(clientId)),
  };
}

export async function driverCloseList(
  ctx: CompanyCtx,
  accountingMonth: string,
): Promise<ListResponse<DriverStatementSummary>> {
  const [statements, issued] = await Promise.all([
    driverStatements(ctx, accountingMonth),
    currentIssued(ctx, 'payment_notice', accountingMonth),
  ]);
  const data = statements.map(({ lines: _l, reimbursements: _r, ...rest }, i) => ({
    ...rest,
    ...closeFields(statements[i] as DriverStatement, issued.get(rest.driverId)),
  }));
  return { data, total: data.length };
}

export async function driverCloseDetail(
  ctx: CompanyCtx,
  accountingMonth: string,
  driverId: string,
): Promise<DriverStatementDetail> {
  const statement = await driverStatement(ctx, accountingMonth, driverId);
  const issued = await currentIssued(ctx, 'payment_notice', accountingMonth, [driverId]);
  return { ...statement, ...closeFields(statement, issued.get(driverId)) };
}
