import type { Readable } from 'node:stream';
import {
  documentNumberOf,
  type IssuedDocument,
  type IssuedDocumentDetail,
  type IssuedDocumentKind,
  type IssuedDocumentListFilter,
  type issuedDocumentSortKeys,
  searchKey,
  type TaxSummary,
  todayInTokyo,
} from '@rikuun/contract';
import { count, desc, eq, getTableColumns, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { listPage, type SortColumns, tableChanged } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { searchKeyOf } from '../../lib/db/search-text.ts';
import { notFound } from '../../lib/http/errors.ts';
import { newStorageKey } from '../../lib/storage/keys.ts';
import { StoredObjectMissing } from '../../lib/storage/storage.ts';
import {
  type FileRow,
  type FileTransaction,
  findFiles,
  toStoredFile,
  withFileTransaction,
} from '../files/files.service.ts';
import { documentCounters, issuedDocuments } from './issued-documents.table.ts';

export type DocumentRow = typeof issuedDocuments.$inferSelect;
type ListedRow = DocumentRow & { issuedByName: string | null; confirmedByName: string | null };

export const companyDocuments = (ctx: CompanyCtx) => companyRows(ctx, issuedDocuments, '発行済み書類');

const issuer = alias(users, 'issuer');
const confirmer = alias(users, 'confirmer');

/** Documents with the names of who issued and who confirmed them. */
const selectDocuments = (db: Db | Tx) =>
  db
    .select({
      ...getTableColumns(issuedDocuments),
      issuedByName: issuer.name,
      confirmedByName: confirmer.name,
    })
    .from(issuedDocuments)
    .leftJoin(issuer, eq(issuer.id, issuedDocuments.issuedBy))
    .leftJoin(confirmer, eq(confirmer.id, issuedDocuments.confirmedBy))
    .$dynamic();

export function toIssuedDocument(row: ListedRow): IssuedDocument {
  return {
    id: row.id,
    kind: row.kind,
    documentNumber: row.documentNumber,
    version: row.version,
    accountingMonth: row.accountingMonth,
    clientId: row.clientId,
    driverId: row.driverId,
    courseOfferId: row.courseOfferId,
    counterpartyName: row.counterpartyName,
    issuedOn: row.issuedOn,
    periodFrom: row.periodFrom,
    periodTo: row.periodTo,
    dueOn: row.dueOn,
    taxableAmount: row.taxableAmount,
    taxAmount: row.taxAmount,
    totalAmount: row.totalAmount,
    taxBreakdown: row.taxBreakdown as IssuedDocument['taxBreakdown'],
    supersededAt: row.supersededAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    confirmedByName: row.confirmedByName,
    issuedByName: row.issuedByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What a PDF route hands to issueDocument: the counterparty, the figures and how to draw the PDF. */
export type NewDocument = {
  kind: IssuedDocumentKind;
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

const sorts: SortColumns<(typeof issuedDocumentSortKeys)[number]> = {
  issuedOn: issuedDocuments.issuedOn,
  totalAmount: issuedDocuments.totalAmount,
  documentNumber: issuedDocuments.documentNumber,
  counterpartyName: issuedDocuments.counterpartyName,
  accountingMonth: issuedDocuments.accountingMonth,
};

const counterpartyKey = sql.raw(searchKeyOf('"issued_documents"."counterparty_name"'));

/** The 電帳法 search: every condition given, combined (AND); current versions unless asked. */
export async function listIssuedDocuments(ctx: CompanyCtx, query: IssuedDocumentListFilter) {
  const t = issuedDocuments;
  const { data, total } = await listPage({
    table: t,
    select: selectDocuments(ctx.db),
    ids: ctx.db.select({ id: t.id }).from(t).$dynamic(),
    count: ctx.db.select({ total: count() }).from(t).$dynamic(),
    where: companyDocuments(ctx).where(
      query.includeSuperseded === true ? undefined : isNull(t.supersededAt),
      query.kind ? eq(t.kind, query.kind) : undefined,
      query.clientId ? eq(t.clientId, query.clientId) : undefined,
      query.driverId ? eq(t.driverId, query.driverId) : undefined,
      query.accountingMonth ? eq(t.accountingMonth, query.accountingMonth) : undefined,
      query.issuedFrom ? gte(t.issuedOn, query.issuedFrom) : undefined,
      query.issuedTo ? lte(t.issuedOn, query.issuedTo) : undefined,
      query.amountMin !== undefined ? gte(t.totalAmount, query.amountMin) : undefined,
      query.amountMax !== undefined ? lte(t.totalAmount, query.amountMax) : undefined,
      query.counterparty
        ? sql`${counterpartyKey} like ${likeContains(searchKey(query.counterparty))}`
        : undefined,
    ),
    sort: query.sort,
    sorts,
    defaultSort: '-issuedOn',
    tieBreaker: t.id,
    query,
  });
  return { data: data.map(toIssuedDocument), total };
}

async function readDocument(ctx: CompanyCtx, id: string, extra?: SQL) {
  const [row] = await selectDocuments(ctx.db)
    .where(companyDocuments(ctx).where(eq(issuedDocuments.id, id), extra))
    .limit(1);
  if (!row) throw notFound('発行済み書類');
  return row;
}

export async function withFiles<T extends { fileId: string }>(ctx: CompanyCtx, rows: T[]) {
  const files = await findFiles(
    ctx.db,
    rows.map((r) => r.fileId),
    { companyId: ctx.companyId },
  );
  const byId = new Map(files.map((f) => [f.id, f]));
  return Promise.all(
    rows.map(async (row) => {
      const file = byId.get(row.fileId);
      if (!file) throw notFound('書類のファイル');
      return { row, file: await toStoredFile(ctx.storage, file) };
    }),
  );
}

/** A document with a signed link to its PDF and every version of its number (newest first). */
export async function getIssuedDocument(ctx: CompanyCtx, id: string): Promise<IssuedDocumentDetail> {
  const row = await readDocument(ctx, id);
  const versions = await selectDocuments(ctx.db)
    .where(companyDocuments(ctx).where(eq(issuedDocuments.documentNumber, row.documentNumber)))
    .orderBy(desc(issuedDocuments.version));
  const linked = await withFiles(ctx, versions);
  const own = linked.find((v) => v.row.id === row.id);
  if (!own) throw notFound('発行済み書類');
  return {
    ...toIssuedDocument(row),
    file: own.file,
    versions: linked.map((v) => ({ ...toIssuedDocument(v.row), file: v.file })),
  };
}

/** The stored PDF of a document, as issued. */
export async function issuedDocumentPdf(
  ctx: CompanyCtx,
  id: string,
  only?: SQL,
): Promise<{ stream: Readable; fileName: string; size: number }> {
  const row = await readDocument(ctx, id, only);
  const [file] = await findFiles(ctx.db, [row.fileId], { companyId: ctx.companyId });
  if (!file) throw notFound('書類のファイル');
  const stream = await ctx.storage.get(file.storageKey).catch((err: unknown) => {
    throw err instanceof StoredObjectMissing ? notFound('書類のファイル') : err;
  });
  return { stream, fileName: file.fileName, size: file.size };
}
