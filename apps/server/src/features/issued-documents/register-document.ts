import {
  type DocumentKind,
  documentNumberOf,
  type IssuedDocumentKind,
  type TaxSummary,
  todayInTokyo,
} from '@rikuun/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { tableChanged } from '../../lib/db/list-page.ts';
import { newStorageKey } from '../../lib/storage/keys.ts';
import { type FileRow, type FileTransaction, withFileTransaction } from '../files/files.service.ts';
import type { DocumentRow } from './issued-documents.service.ts';
import { documentCounters, issuedDocuments } from './issued-documents.table.ts';

/** What a PDF route hands to issueDocument: the counterparty, the figures and how to draw the PDF. */
export type NewDocument = {
  kind: IssuedDocumentKind;
  /** What it is issued as (返還請求書, 相殺通知書); the kind itself when omitted. */
  documentKind?: DocumentKind;
  accountingMonth: string;
  clientId: string | null;
  driverId: string | null;
  /** 運送契約書面: the accepted offer (one document per company and offer). */
  courseOfferId?: string | null;
  counterpartyName: string;
  /** Who issued it, when not the signed-in user (the offering company's copy of a 書面: its offer's author). */
  issuedBy?: string | null;
  period: { from: string; to: string };
  dueOn: string | null;
  tax: TaxSummary;
  totalAmount: number;
  fileName: (documentNumber: string, version: number) => string;
  render: (doc: { documentNumber: string; version: number; issuedOn: string }) => Promise<Buffer>;
  /** More writes of the same transaction once the document is registered (e.g. the driver's push). */
  afterRegister?: (tx: Tx, row: DocumentRow) => Promise<unknown>;
};

export type Issued = { row: DocumentRow; pdf: Buffer; fileName: string };

/**
 * Issues a document: its number (a new one from the company's counter for the kind and year, row
 * locked; or the number of the counterparty's month already issued, with the next version, the previous
 * one marked superseded and kept), the PDF drawn with that number, its bytes stored and registered —
 * all in one transaction: a failure leaves no number used, no row and no bytes.
 */
export async function issueDocument(ctx: CompanyCtx, input: NewDocument): Promise<Issued> {
  const issued = await withFileTransaction(ctx, async (tx, stored) =>
    registerDocument(await asActor(ctx, tx), stored, input),
  );
  tableChanged(issuedDocuments);
  return issued;
}

/**
 * issueDocument's work inside a transaction already open (ctx.db is it), for a document issued as
 * part of another write (a 運送契約書面 on accepting an offer): the caller's transaction commits or
 * rolls back the number, the row and the bytes together.
 */
export async function registerDocument(
  ctx: CompanyCtx & { db: Tx },
  stored: FileTransaction,
  input: NewDocument,
): Promise<Issued> {
  const tx = ctx.db;
  const now = ctx.clock();
  const issuedOn = todayInTokyo(now);
  const counterpartyId = input.clientId ?? input.driverId ?? input.courseOfferId ?? '';
  // Two issues of the same counterparty and month at once: the second waits and becomes version n+1.
  const lockKey = `issued:${ctx.companyId}:${input.kind}:${counterpartyId}:${input.accountingMonth}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
  const [previous] = await tx
    .select()
    .from(issuedDocuments)
    .where(
      companyRows(ctx, issuedDocuments).where(
        eq(issuedDocuments.kind, input.kind),
        input.clientId ? eq(issuedDocuments.clientId, input.clientId) : undefined,
        input.driverId ? eq(issuedDocuments.driverId, input.driverId) : undefined,
        input.courseOfferId ? eq(issuedDocuments.courseOfferId, input.courseOfferId) : undefined,
        eq(issuedDocuments.accountingMonth, input.accountingMonth),
        isNull(issuedDocuments.supersededAt),
      ),
    )
    .for('update');
  let documentNumber: string;
  let version: number;
  if (previous) {
    documentNumber = previous.documentNumber;
    version = previous.version + 1;
    await tx.update(issuedDocuments).set({ supersededAt: now }).where(eq(issuedDocuments.id, previous.id));
  } else {
    const year = Number(issuedOn.slice(0, 4));
    const [counter] = await tx
      .insert(documentCounters)
      .values({ companyId: ctx.companyId, kind: input.kind, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [documentCounters.companyId, documentCounters.kind, documentCounters.year],
        set: { lastNumber: sql`${documentCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: documentCounters.lastNumber });
    documentNumber = documentNumberOf(input.kind, year, counter?.lastNumber ?? 1);
    version = 1;
  }
  const pdf = await input.render({ documentNumber, version, issuedOn });
  const fileName = input.fileName(documentNumber, version);
  const storageKey = newStorageKey(now);
  await ctx.storage.put(storageKey, pdf, 'application/pdf');
  const [file] = await stored.save({ companyId: ctx.companyId }, [
    { field: 'pdf', fileName, contentType: 'application/pdf', size: pdf.length, storageKey, image: null },
  ]);
  const [row] = await tx
    .insert(issuedDocuments)
    .values({
      companyId: ctx.companyId,
      kind: input.kind,
      documentKind: input.documentKind ?? input.kind,
      documentNumber,
      version,
      accountingMonth: input.accountingMonth,
      clientId: input.clientId,
      driverId: input.driverId,
      courseOfferId: input.courseOfferId ?? null,
      counterpartyName: input.counterpartyName,
      issuedOn,
      periodFrom: input.period.from,
      periodTo: input.period.to,
      dueOn: input.dueOn,
      taxableAmount: input.tax.taxableAmount,
      taxAmount: input.tax.taxAmount,
      totalAmount: input.totalAmount,
      taxBreakdown: input.tax.byRate,
      fileId: (file as FileRow).id,
      issuedBy: input.issuedBy === undefined ? ctx.user.id : input.issuedBy,
    })
    .returning();
  await input.afterRegister?.(tx, row as DocumentRow);
  tableChanged(issuedDocuments);
  return { row: row as DocumentRow, pdf, fileName };
}
