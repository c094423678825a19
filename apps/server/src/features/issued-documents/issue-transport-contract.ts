import { taxSummary } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { notFound } from '../../lib/http/errors.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import type { FileTransaction } from '../files/files.service.ts';
import { registerDocument } from './register-document.ts';
import type { TransportContractPdfData } from './transport-contract-pdf.ts';

/** The accepted offer as the 書面 needs it (terms resolved: cargo, areas and due date filled in). */
export type AcceptedContract = {
  offerId: string;
  /** 委託者: the offering company, and the user who made the offer (its copy's issuer). */
  shipperCompanyId: string;
  offeredBy: string | null;
  /** 受託者: the accepting company (ctx.companyId). */
  carrierCompanyId: string;
  acceptedAt: Date;
} & Pick<
  TransportContractPdfData,
  | 'primeCompanyName'
  | 'tier'
  | 'courseName'
  | 'deliveryDate'
  | 'cargo'
  | 'fromArea'
  | 'toArea'
  | 'destinationCount'
  | 'fee'
  | 'incidentalWork'
  | 'incidentalFee'
  | 'fuelSurcharge'
  | 'paymentDueOn'
>;

async function partyOf(db: Tx, companyId: string) {
  const [company] = await db.select().from(companies).where(companyRow({ companyId }));
  if (!company) throw notFound('会社');
  return {
    company,
    party: {
      name: company.name,
      zipCode: company.zipCode,
      address: [company.address1, company.address2].filter(Boolean).join(' ') || null,
      phone: company.phone,
      registrationNumber: company.invoiceRegistrationNumber,
    },
  };
}

const safeName = (name: string) => name.replace(/[\\/:*?"<>|]/g, '_');

/**
 * 運送契約の書面 on acceptance: one PDF for each company, each registered in its own 発行済み書類
 * under its own number, inside the accepting transaction (ctx.db): the course does not change hands
 * without both documents, and no document exists for an acceptance that rolled back. Amounts are
 * before tax; the tax is the shipper's rounding of 10 % (transport, domain-ja §4).
 */
export async function issueTransportContracts(
  ctx: CompanyCtx & { db: Tx },
  stored: FileTransaction,
  c: AcceptedContract,
): Promise<void> {
  const shipper = await partyOf(ctx.db, c.shipperCompanyId);
  const carrier = await partyOf(ctx.db, c.carrierCompanyId);
  const tax = taxSummary(
    [
      { amount: c.fee, taxRate: 10 },
      { amount: c.incidentalFee, taxRate: 10 },
      { amount: c.fuelSurcharge, taxRate: 10 },
    ],
    shipper.company.taxRounding,
  );
  const copies = [
    { ctx, copyFor: 'carrier' as const, counterparty: shipper.company.name, issuedBy: ctx.user.id },
    {
      // The shipper's copy goes into the offering company's register, issued in its offer's name.
      ctx: { ...ctx, companyId: c.shipperCompanyId },
      copyFor: 'shipper' as const,
      counterparty: carrier.company.name,
      issuedBy: c.offeredBy,
    },
  ];
  for (const copy of copies) {
    await registerDocument(copy.ctx, stored, {
      kind: 'transport_contract',
      accountingMonth: c.deliveryDate.slice(0, 7),
      clientId: null,
      driverId: null,
      courseOfferId: c.offerId,
      counterpartyName: copy.counterparty,
      issuedBy: copy.issuedBy,
      period: { from: c.deliveryDate, to: c.deliveryDate },
      dueOn: c.paymentDueOn,
      tax,
      totalAmount: tax.totalAmount,
      fileName: (number, version) =>
        `運送契約書面_${number}_第${version}版_${safeName(copy.counterparty)}_${c.deliveryDate}.pdf`,
      render: (doc) =>
        ctx.renderPdf('transportContract', {
          ...doc,
          ...c,
          copyFor: copy.copyFor,
          shipper: shipper.party,
          carrier: carrier.party,
          tax,
        }),
    });
  }
}
