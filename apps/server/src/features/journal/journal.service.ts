import {
  billedAsFee,
  closingPeriod,
  expenseEntries,
  expenseTypeLabels,
  invoiceEntries,
  type JournalAccounts,
  type JournalEntry,
  type JournalQuery,
  journalCsv,
  journalFileSpecs,
  journalFormatLabels,
  paymentNoticeEntries,
  taxInside,
  taxOn,
  unregisteredCreditPercent,
} from '@rikuun/contract';
import { asc, between, eq, isNull } from 'drizzle-orm';
import iconv from 'iconv-lite';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { clients } from '../clients/clients.table.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { courses } from '../courses/courses.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { expenses } from '../expenses/expenses.table.ts';
import { companyDocuments } from '../issued-documents/issued-documents.service.ts';
import { issuedDocuments } from '../issued-documents/issued-documents.table.ts';
import { courseClientId } from '../statements/statement-sources.ts';
import { taxRoundingOf } from '../statements/statements.service.ts';
import { journalSettingsOf } from './journal-accounts.service.ts';

// GET /statements/journal: the month's sales and purchases as journal entries for the accounting
// software (decision 057). Sales are the issued invoices, purchases the issued payment notices and the
// approved expenses paid in the month: what was issued is what the books show.

type Kind = 'invoice' | 'payment_notice';

/** The month's current (not superseded) documents of a kind, by number. */
function currentDocuments(ctx: CompanyCtx, kind: Kind, accountingMonth: string) {
  return ctx.db
    .select({
      documentNumber: issuedDocuments.documentNumber,
      counterpartyName: issuedDocuments.counterpartyName,
      periodTo: issuedDocuments.periodTo,
      taxBreakdown: issuedDocuments.taxBreakdown,
      totalAmount: issuedDocuments.totalAmount,
      registrationNumber: driverProfiles.invoiceRegistrationNumber,
    })
    .from(issuedDocuments)
    .leftJoin(
      driverProfiles,
      sameCompanyAs(driverProfiles, issuedDocuments, eq(driverProfiles.driverId, issuedDocuments.driverId)),
    )
    .where(
      companyDocuments(ctx).where(
        eq(issuedDocuments.kind, kind),
        eq(issuedDocuments.accountingMonth, accountingMonth),
        isNull(issuedDocuments.supersededAt),
      ),
    )
    .orderBy(asc(issuedDocuments.documentNumber));
}

/** Approved expenses paid within the calendar month (1st to last day), with who advanced them. */
function paidExpenses(ctx: CompanyCtx, accountingMonth: string) {
  const month = closingPeriod(accountingMonth, 0);
  return ctx.db
    .select({
      paidOn: expenses.paidOn,
      expenseType: expenses.expenseType,
      payeeName: expenses.payeeName,
      payeeRegistrationNumber: expenses.payeeRegistrationNumber,
      memo: expenses.memo,
      amount: expenses.amount,
      taxIncluded: expenses.taxIncluded,
      taxRate: expenses.taxRate,
      billable: expenses.billable,
      tollHandling: clients.tollHandling,
      courseName: courses.name,
      driverName: drivers.name,
    })
    .from(expenses)
    .innerJoin(courses, sameCompanyAs(courses, expenses, eq(courses.id, expenses.courseId)))
    .leftJoin(contracts, sameCompanyAs(contracts, courses, eq(contracts.id, courses.contractId)))
    .leftJoin(clients, sameCompanyAs(clients, courses, eq(clients.id, courseClientId)))
    .leftJoin(drivers, sameCompanyAs(drivers, expenses, eq(drivers.id, expenses.driverId)))
    .where(
      companyRows(ctx, expenses).where(
        eq(expenses.approveStatus, 'approved'),
        between(expenses.paidOn, month.from, month.to),
      ),
    )
    .orderBy(asc(expenses.paidOn), asc(expenses.createdAt), asc(expenses.id));
}

/** The month's entries: invoices, then payment notices, then expenses. */
export async function journalEntries(
  ctx: CompanyCtx,
  accountingMonth: string,
  accounts: JournalAccounts,
): Promise<JournalEntry[]> {
  const [rounding, invoices, notices, expenseRows] = await Promise.all([
    taxRoundingOf(ctx),
    currentDocuments(ctx, 'invoice', accountingMonth),
    currentDocuments(ctx, 'payment_notice', accountingMonth),
    paidExpenses(ctx, accountingMonth),
  ]);
  const sales = invoices.flatMap((doc) =>
    invoiceEntries(
      {
        date: doc.periodTo,
        clientName: doc.counterpartyName,
        documentNumber: doc.documentNumber,
        accountingMonth,
        byRate: doc.taxBreakdown,
        // What the invoice asks beyond its taxed lines is the 立替金 passed on at cost.
        reimbursementAmount: doc.totalAmount - doc.taxBreakdown.reduce((s, r) => s + r.totalAmount, 0),
      },
      accounts,
    ),
  );
  const outsourcing = notices.flatMap((doc) =>
    paymentNoticeEntries(
      {
        date: doc.periodTo,
        driverName: doc.counterpartyName,
        documentNumber: doc.documentNumber,
        accountingMonth,
        byRate: doc.taxBreakdown,
        creditPercent: doc.registrationNumber ? 100 : unregisteredCreditPercent(doc.periodTo),
      },
      accounts,
    ),
  );
  const paid = expenseRows.flatMap((row) => {
    const rate = row.taxRate;
    return expenseEntries(
      {
        date: row.paidOn,
        driverName: row.driverName,
        description: [expenseTypeLabels[row.expenseType], row.payeeName, row.courseName, row.memo]
          .filter(Boolean)
          .join(' '),
        amount: row.taxIncluded ? row.amount : row.amount + taxOn(row.amount, rate, rounding),
        taxAmount: row.taxIncluded
          ? taxInside(row.amount, rate, rounding)
          : taxOn(row.amount, rate, rounding),
        taxRate: rate,
        // A road cost the client's setting bills as 運賃 is the carrier's own expense, not 立替金.
        billable: row.billable && !billedAsFee(row.expenseType, row.tollHandling ?? 'included'),
        // Without the payee's registration number there is no qualified invoice on record.
        creditPercent: row.payeeRegistrationNumber ? 100 : unregisteredCreditPercent(row.paidOn),
      },
      accounts,
    );
  });
  return [...sales, ...outsourcing, ...paid];
}

export type JournalFile = { body: Buffer; fileName: string; contentType: string };

/** The entries as the chosen program's import file, encoded as it reads it. */
export async function buildJournalFile(ctx: CompanyCtx, query: JournalQuery): Promise<JournalFile> {
  const settings = await journalSettingsOf(ctx);
  const { accounts } = settings;
  const taxAccounting = query.taxAccounting ?? settings.taxAccounting;
  const entries = await journalEntries(ctx, query.accountingMonth, accounts);
  const spec = journalFileSpecs[query.format];
  const text = journalCsv(query.format, entries, { taxAccounting });
  const shiftJis = spec.encoding === 'Shift_JIS';
  return {
    body: shiftJis ? iconv.encode(text, 'CP932') : Buffer.from(text, 'utf8'),
    fileName: `仕訳_${journalFormatLabels[query.format].replaceAll(' ', '')}_${query.accountingMonth}.csv`,
    contentType: `text/csv; charset=${shiftJis ? 'Shift_JIS' : 'UTF-8'}`,
  };
}
