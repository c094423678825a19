import { closingPeriod, type PartnerInvoiceValues, type SubcontractPayable, taxOn } from '@rikuun/contract';
import { asc, between, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import { notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { clients } from '../clients/clients.table.ts';
import { courseOffers } from '../course-offers/course-offers.table.ts';
import { taxRoundingOf } from '../statements/statements.service.ts';
import { partnerInvoices } from './partner-invoices.table.ts';

const PARTNER = '傭車先';
const partners = alias(companies, 'partners');

/** The month's accepted offers of the company (月末締め: by delivery date), with partner and client. */
function monthOffers(ctx: CompanyCtx, accountingMonth: string, partnerCompanyId?: string) {
  const period = closingPeriod(accountingMonth, 0);
  return ctx.db
    .select({
      offerId: courseOffers.id,
      partnerCompanyId: partners.id,
      partnerName: partners.name,
      partnerRegistrationNumber: partners.invoiceRegistrationNumber,
      deliveryDate: courseOffers.deliveryDate,
      courseName: courseOffers.courseName,
      fee: courseOffers.fee,
      incidentalFee: courseOffers.incidentalFee,
      fuelSurcharge: courseOffers.fuelSurcharge,
      paymentDueOn: courseOffers.paymentDueOn,
      billedClientName: clients.name,
      billedAmount: courseOffers.billedAmount,
    })
    .from(courseOffers)
    .innerJoin(partners, eq(partners.id, courseOffers.acceptedCompanyId))
    .leftJoin(clients, sameCompanyAs(clients, courseOffers, eq(clients.id, courseOffers.billedClientId)))
    .where(
      ownedBy(
        ctx,
        courseOffers,
        eq(courseOffers.status, 'accepted'),
        between(courseOffers.deliveryDate, period.from, period.to),
        partnerCompanyId ? eq(courseOffers.acceptedCompanyId, partnerCompanyId) : undefined,
      ),
    )
    .orderBy(asc(partners.name), asc(partners.id), asc(courseOffers.deliveryDate), asc(courseOffers.id));
}

async function recordedInvoices(ctx: CompanyCtx, accountingMonth: string, partnerIds: string[]) {
  if (partnerIds.length === 0) return new Map<string, typeof partnerInvoices.$inferSelect>();
  const rows = await ctx.db
    .select()
    .from(partnerInvoices)
    .where(
      ownedBy(
        ctx,
        partnerInvoices,
        eq(partnerInvoices.accountingMonth, accountingMonth),
        inArray(partnerInvoices.partnerCompanyId, partnerIds),
      ),
    );
  return new Map(rows.map((r) => [r.partnerCompanyId, r]));
}

/**
 * 傭車料の支払: per partner company, the month's courses it accepted, what is owed (tax excluded, the
 * 10% the partner's invoice should add, by the company's own rounding), the earliest 支払期日, and the
 * partner's invoice as recorded with its difference from what is owed.
 */
export async function subcontractPayables(
  ctx: CompanyCtx,
  accountingMonth: string,
  partnerCompanyId?: string,
): Promise<SubcontractPayable[]> {
  const rows = await monthOffers(ctx, accountingMonth, partnerCompanyId);
  const byPartner = new Map<string, typeof rows>();
  for (const r of rows) byPartner.set(r.partnerCompanyId, [...(byPartner.get(r.partnerCompanyId) ?? []), r]);
  const [rounding, invoices] = await Promise.all([
    taxRoundingOf(ctx),
    recordedInvoices(ctx, accountingMonth, [...byPartner.keys()]),
  ]);
  return [...byPartner.values()].map((offers) => {
    const first = offers[0] as (typeof offers)[number];
    const lines = offers.map((o) => ({
      offerId: o.offerId,
      deliveryDate: o.deliveryDate,
      courseName: o.courseName,
      payableAmount: o.fee + o.incidentalFee + o.fuelSurcharge,
      billedClientName: o.billedClientName,
      billedAmount: o.billedAmount,
    }));
    const amount = lines.reduce((s, l) => s + l.payableAmount, 0);
    const taxAmount = taxOn(amount, 10, rounding);
    const totalAmount = amount + taxAmount;
    const invoice = invoices.get(first.partnerCompanyId);
    const dueDates = offers.flatMap((o) => o.paymentDueOn ?? []).sort();
    return {
      partnerCompanyId: first.partnerCompanyId,
      partnerName: first.partnerName,
      partnerRegistrationNumber: first.partnerRegistrationNumber,
      accountingMonth,
      dueOn: dueDates[0] ?? closingPeriod(accountingMonth, 0).to,
      lines,
      amount,
      taxAmount,
      totalAmount,
      invoice: invoice
        ? {
            invoiceNumber: invoice.invoiceNumber,
            registrationNumber: invoice.registrationNumber,
            amount: invoice.amount,
            invoiceDate: invoice.invoiceDate,
            recordedAt: invoice.updatedAt.toISOString(),
          }
        : null,
      difference: invoice ? invoice.amount - totalAmount : null,
    };
  });
}

/**
 * Records the partner's invoice for the month against what is owed to it (replacing one recorded
 * before). A company that accepted none of the month's offers is not a partner of the month: 404.
 */
export async function recordPartnerInvoice(
  ctx: CompanyCtx,
  accountingMonth: string,
  partnerCompanyId: string,
  input: PartnerInvoiceValues,
): Promise<SubcontractPayable> {
  const [owed] = await subcontractPayables(ctx, accountingMonth, partnerCompanyId);
  if (!owed) throw notFound(PARTNER);
  const now = ctx.clock();
  await withActor(ctx, async (w) => {
    const values = { ...input, recordedBy: ctx.user.id, updatedAt: now };
    await w.db
      .insert(partnerInvoices)
      .values({ ...values, companyId: ctx.companyId, partnerCompanyId, accountingMonth })
      .onConflictDoUpdate({
        target: [
          partnerInvoices.companyId,
          partnerInvoices.partnerCompanyId,
          partnerInvoices.accountingMonth,
        ],
        set: values,
      });
  });
  const [recorded] = await subcontractPayables(ctx, accountingMonth, partnerCompanyId);
  if (!recorded) throw notFound(PARTNER);
  return recorded;
}
