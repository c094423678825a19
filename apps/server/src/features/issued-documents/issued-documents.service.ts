import type { Readable } from 'node:stream';
import {
  type IssuedDocument,
  type IssuedDocumentDetail,
  type IssuedDocumentListFilter,
  type issuedDocumentSortKeys,
  searchKey,
} from '@rikuun/contract';
import { count, desc, eq, getTableColumns, gte, isNull, lte, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { searchKeyOf } from '../../lib/db/search-text.ts';
import { notFound } from '../../lib/http/errors.ts';
import { StoredObjectMissing } from '../../lib/storage/storage.ts';
import { findFiles, toStoredFile } from '../files/files.service.ts';
import { issuedDocuments } from './issued-documents.table.ts';

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
    documentKind: row.documentKind,
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
    questionStatus: row.questionStatus,
    issuedByName: row.issuedByName,
    createdAt: row.createdAt.toISOString(),
  };
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
      query.documentKind ? eq(t.documentKind, query.documentKind) : undefined,
      query.clientId ? eq(t.clientId, query.clientId) : undefined,
      query.driverId ? eq(t.driverId, query.driverId) : undefined,
      query.accountingMonth ? eq(t.accountingMonth, query.accountingMonth) : undefined,
      query.questionStatus ? eq(t.questionStatus, query.questionStatus) : undefined,
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
