import {
  accountingMonthLabel,
  type InvoicePdfInput,
  type PaymentNoticePdfInput,
  paymentNoticeContact,
  statementDocumentKindLabels,
  unregisteredCreditPercent,
} from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import { conflict, notFound } from '../../lib/http/errors.ts';
import { storedImageBytes } from '../../lib/pdf/pdf-images.ts';
import { queuePush } from '../../lib/push/push.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { clients } from '../clients/clients.table.ts';
import { companySettings } from '../companies/company-settings.table.ts';
import { driverProfiles } from '../driver-profiles/driver-profiles.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { findFiles } from '../files/files.service.ts';
import { clientStatement, driverStatement } from '../statements/statements.service.ts';
import type { BankAccountText, DocumentParty } from './document-pdf.ts';
import { type Issued, issueDocument } from './register-document.ts';

export const NO_REGISTRATION_NUMBER =
  '自社の登録番号（適格請求書発行事業者登録番号）が設定されていないため、適格請求書を発行できません。自社設定で登録番号を登録してください。';

/** The driver app's page of payment notices (apps/web issued-document-routes.ts). */
import { PAYMENT_NOTICES_URL } from './payment-notice-question-mail.ts';

export const NOT_CONTRACTOR =
  '雇用のドライバーには支払通知書を発行できません。支払通知書は業務委託のドライバーが対象です。';

/** The issuer: the company's details and its 自社設定 (bank account, seal), as printed. */
export async function readIssuer(ctx: CompanyCtx) {
  const [company] = await ctx.db.select().from(companies).where(companyRow(ctx));
  const [settings] = await ctx.db.select().from(companySettings).where(ownedBy(ctx, companySettings));
  if (!company) throw notFound('会社');
  const party: DocumentParty = {
    name: company.name,
    zipCode: company.zipCode,
    address: [company.address1, company.address2].filter(Boolean).join(' ') || null,
    phone: company.phone,
  };
  return { company, settings: settings ?? null, party };
}

async function sealOf(ctx: CompanyCtx, fileId: string | null | undefined): Promise<Buffer | null> {
  if (!fileId) return null;
  const [file] = await findFiles(ctx.db, [fileId], { companyId: ctx.companyId });
  if (!file) return null;
  try {
    const bytes = await storedImageBytes(ctx, file);
    if (!bytes) ctx.log.warn({ fileId }, 'seal image does not decode; the invoice is issued without it');
    return bytes ?? null;
  } catch (err) {
    ctx.log.warn({ err, fileId }, 'seal image unreadable; the invoice is issued without it');
    return null;
  }
}

export const bankAccountText = (
  row: {
    bankName: string | null;
    branchName: string | null;
    jpAccountType: string | null;
    accountNumber: string | null;
    accountHolder: string | null;
  } | null,
): BankAccountText | null => (row?.bankName && row.accountNumber ? row : null);

const fileNameOf = (title: string, name: string, month: string) => (number: string, version: number) =>
  `${title}_${number}_第${version}版_${name.replace(/[\\/:*?"<>|]/g, '_')}_${month}.pdf`;

/**
 * POST /invoices/pdf: the client's 適格請求書 of the month (or 適格返還請求書 when the month returns more
 * than it bills), registered and answered as PDF.
 */
export async function issueInvoice(ctx: CompanyCtx, input: InvoicePdfInput): Promise<Issued> {
  const client = await companyRows(ctx, clients, '取引先').findOr404(input.clientId);
  const { company, settings, party } = await readIssuer(ctx);
  const registrationNumber = company.invoiceRegistrationNumber;
  if (!registrationNumber) throw conflict(NO_REGISTRATION_NUMBER);
  const statement = await clientStatement(ctx, input.accountingMonth, client.id);
  const seal = await sealOf(ctx, settings?.sealImageFileId);
  return issueDocument(ctx, {
    kind: 'invoice',
    documentKind: statement.documentKind,
    accountingMonth: input.accountingMonth,
    clientId: client.id,
    driverId: null,
    counterpartyName: client.name,
    period: statement.period,
    dueOn: statement.dueOn,
    tax: statement.tax,
    totalAmount: statement.totalAmount,
    fileName: fileNameOf(
      statementDocumentKindLabels[statement.documentKind],
      client.name,
      input.accountingMonth,
    ),
    render: (doc) =>
      ctx.renderPdf('invoice', {
        ...doc,
        statement,
        honorific: client.honorific ?? '御中',
        issuer: { ...party, registrationNumber },
        seal,
        bankAccount: bankAccountText(settings),
      }),
  });
}

/** POST /payment-notices/pdf: a contractor driver's 支払通知書（仕入明細書）of the month. */
export async function issuePaymentNotice(ctx: CompanyCtx, input: PaymentNoticePdfInput): Promise<Issued> {
  const driver = await companyRows(ctx, drivers, 'ドライバー').findOr404(input.driverId);
  if (driver.employmentType !== 'contractor') throw conflict(NOT_CONTRACTOR);
  const { company, settings, party } = await readIssuer(ctx);
  const statement = await driverStatement(ctx, input.accountingMonth, driver.id);
  const [profile] = await ctx.db
    .select()
    .from(driverProfiles)
    .where(companyRows(ctx, driverProfiles).where(eq(driverProfiles.driverId, driver.id)));
  return issueDocument(ctx, {
    kind: 'payment_notice',
    documentKind: statement.documentKind,
    accountingMonth: input.accountingMonth,
    clientId: null,
    driverId: driver.id,
    counterpartyName: driver.name,
    period: statement.period,
    dueOn: statement.dueOn,
    tax: statement.tax,
    totalAmount: statement.totalAmount,
    fileName: fileNameOf(
      statementDocumentKindLabels[statement.documentKind],
      driver.name,
      input.accountingMonth,
    ),
    render: (doc) =>
      ctx.renderPdf('paymentNotice', {
        ...doc,
        statement,
        company: { ...party, registrationNumber: company.invoiceRegistrationNumber },
        unregisteredCreditPercent: statement.registrationNumber
          ? null
          : unregisteredCreditPercent(statement.period.to),
        bankAccount: bankAccountText(profile ?? null),
        // The settings' お問い合わせ先 first; each part left empty falls back to the company and issuer.
        contact: paymentNoticeContact(company, settings, ctx.user),
      }),
    // The driver hears of it on the phone (sent once the notice is committed).
    afterRegister: (tx) =>
      driver.userId
        ? queuePush(tx, {
            userId: driver.userId,
            title: `${statementDocumentKindLabels[statement.documentKind]}のお知らせ`,
            body: `${accountingMonthLabel(input.accountingMonth)}分の${statementDocumentKindLabels[statement.documentKind]}が届きました。内容をご確認ください。`,
            url: PAYMENT_NOTICES_URL,
          })
        : Promise.resolve(),
  });
}
