import type { Readable } from 'node:stream';
import {
  addDays,
  type ListResponse,
  ROUTING_SOURCE_TEMPLATE_FILE_NAME,
  type RoutingSourceFileRow,
  type RoutingSourcePreview,
  type RoutingSourceRow,
  type RoutingSourceSettings,
  type RoutingSourceUpload,
  type RoutingSourceUploadMode,
  routingSourceColumns,
  routingSourceFields,
  type routingSourceListQuery,
  type routingSourceRowInput,
  routingSourceTemplateRows,
  toCsv,
  todayInTokyo,
} from '@rikuun/contract';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { conflict, forbidden, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { routingSourceRows, routingSourceUploads } from './routing-source.table.ts';
import { type DateDiff, diffDate } from './routing-source-diff.ts';
import { type ReadFile, type RowDraft, readRoutingSourceFile } from './routing-source-reader.ts';

const LABEL = '配送データ';
const ROW_BATCH = 1000;

/**
 * The consignor whose data the caller works on: a consignor user's own (whatever the request says);
 * the system administrator's named one, or every consignor (undefined) when he names none.
 */
export function consignorScope(ctx: Ctx, consignorId?: string): string | undefined {
  if (ctx.user.role === 'consignor_user') {
    if (!ctx.user.consignorId) throw forbidden('荷主として登録されていません。');
    return ctx.user.consignorId;
  }
  return consignorId;
}

export type UploadedFile = { fileName: string; open: () => Promise<Readable> };

async function assertConsignor(ctx: Ctx, consignorId: string) {
  const [consignor] = await ctx.db
    .select({ id: consignors.id })
    .from(consignors)
    .where(eq(consignors.id, consignorId));
  if (!consignor) throw fieldError('consignorId', 'exists', '荷主が見つかりません');
}

const fileRowOf = (draft: RowDraft): RoutingSourceFileRow => ({
  lineNumber: draft.lineNumber,
  ...draft.values,
  errors: draft.errors.map((e) => ({ field: e.field, message: e.message })),
});

/** The file's rows by delivery date, in date order (rows without a readable date are not here). */
function byDate(read: ReadFile): Map<string, RoutingSourceFileRow[]> {
  const dates = new Map<string, RoutingSourceFileRow[]>();
  for (const draft of read.rows) {
    const date = draft.values.deliveryDate;
    if (!date) continue;
    dates.set(date, [...(dates.get(date) ?? []), fileRowOf(draft)]);
  }
  return new Map([...dates].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** The consignor's stored rows of these dates, in upload and file order (locked when asked). */
async function storedRows(db: Ctx['db'], consignorId: string, dates: string[], lock: boolean) {
  if (dates.length === 0) return [];
  const query = db
    .select(columns)
    .from(routingSourceRows)
    .innerJoin(routingSourceUploads, eq(routingSourceUploads.id, routingSourceRows.uploadId))
    .where(
      and(eq(routingSourceRows.consignorId, consignorId), inArray(routingSourceRows.deliveryDate, dates)),
    )
    .orderBy(asc(routingSourceUploads.uploadedAt), asc(routingSourceRows.lineNumber));
  const rows = lock ? await query.for('update', { of: routingSourceRows }) : await query;
  return rows.map(toRoutingSourceRow);
}

function diffsOf(read: ReadFile, stored: RoutingSourceRow[]): DateDiff[] {
  return [...byDate(read)].map(([date, rows]) =>
    diffDate(
      date,
      stored.filter((r) => r.deliveryDate === date),
      rows,
    ),
  );
}

const counts = (read: ReadFile) => {
  const errorCount = read.rows.filter((r) => r.errors.length > 0).length;
  return { rowCount: read.rows.length, validCount: read.rows.length - errorCount, errorCount };
};

/**
 * What an upload of this file would change, per delivery date of the file, and nothing written: the
 * consignor sees the rows added, changed and removed, and the processed rows that stay, before a
 * `replace` upload.
 */
export async function previewRoutingSource(
  ctx: Ctx,
  consignorId: string,
  file: UploadedFile,
): Promise<RoutingSourcePreview> {
  await assertConsignor(ctx, consignorId);
  const read = await readRoutingSourceFile(file.open);
  const dates = [...byDate(read).keys()];
  const diffs = diffsOf(read, await storedRows(ctx.db, consignorId, dates, false));
  return {
    consignorId,
    fileName: file.fileName,
    encoding: read.encoding,
    ...counts(read),
    errors: read.errors,
    dates: diffs.map(({ skippedLines: _skipped, ...change }) => change),
    undatedCount: read.rows.filter((r) => !r.values.deliveryDate).length,
  };
}

/**
 * Stores an upload and its rows in one transaction: rows with errors are kept with them (the
 * consignor sees what to fix), rows without become usable for courses. With `replace`, each delivery
 * date of the file is replaced: that date's `new` rows go, processed rows stay (a file row identical
 * to one is not stored again), under a lock per consignor so two replacements never interleave.
 * Answers the counts, the errors and what was replaced.
 */
export async function uploadRoutingSource(
  ctx: Ctx,
  consignorId: string,
  file: UploadedFile,
  mode: RoutingSourceUploadMode = 'add',
): Promise<RoutingSourceUpload> {
  await assertConsignor(ctx, consignorId);
  const read = await readRoutingSourceFile(file.open);
  const { rowCount, validCount, errorCount } = counts(read);
  const { upload, replaced } = await withActor(ctx, async (w) => {
    let replaced: RoutingSourceUpload['replaced'] = null;
    let skipped = new Set<number>();
    if (mode === 'replace') {
      await w.db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`rikuun.routing-source.${consignorId}`}))`,
      );
      const dates = [...byDate(read).keys()];
      const stored = await storedRows(w.db, consignorId, dates, true);
      const diffs = diffsOf(read, stored);
      const removeIds = stored.filter((r) => r.status === 'new').map((r) => r.id);
      for (let i = 0; i < removeIds.length; i += ROW_BATCH) {
        await w.db
          .delete(routingSourceRows)
          .where(inArray(routingSourceRows.id, removeIds.slice(i, i + ROW_BATCH)));
      }
      skipped = new Set(diffs.flatMap((d) => d.skippedLines));
      replaced = {
        deliveryDates: dates,
        removedCount: removeIds.length,
        keptProcessed: stored.filter((r) => r.status === 'processed'),
        skippedLines: [...skipped],
      };
    }
    const [made] = await w.db
      .insert(routingSourceUploads)
      .values({
        consignorId,
        fileName: file.fileName,
        encoding: read.encoding,
        rowCount,
        errorCount,
        uploadedBy: ctx.user.id,
        uploadedAt: ctx.clock(),
      })
      .returning();
    if (!made) throw new Error('upload not stored');
    const kept = read.rows.filter((r) => !skipped.has(r.lineNumber));
    for (let i = 0; i < kept.length; i += ROW_BATCH) {
      await w.db.insert(routingSourceRows).values(
        kept.slice(i, i + ROW_BATCH).map((r) => ({
          consignorId,
          uploadId: made.id,
          lineNumber: r.lineNumber,
          ...r.values,
          errors: r.errors.map((e) => ({ field: e.field ?? '', message: e.message })),
        })),
      );
    }
    return { upload: made, replaced };
  });
  return {
    id: upload.id,
    consignorId,
    fileName: upload.fileName,
    encoding: read.encoding,
    uploadedAt: upload.uploadedAt.toISOString(),
    rowCount,
    validCount,
    errorCount,
    errors: read.errors,
    replaced,
  };
}

const columns = {
  row: routingSourceRows,
  fileName: routingSourceUploads.fileName,
  uploadedAt: routingSourceUploads.uploadedAt,
};
type Joined = { row: typeof routingSourceRows.$inferSelect; fileName: string; uploadedAt: Date };

const fieldOf = (name: string) => routingSourceFields.find((f) => f === name) ?? null;

export function toRoutingSourceRow({ row, fileName, uploadedAt }: Joined): RoutingSourceRow {
  return {
    id: row.id,
    consignorId: row.consignorId,
    uploadId: row.uploadId,
    fileName,
    uploadedAt: uploadedAt.toISOString(),
    lineNumber: row.lineNumber,
    deliveryDate: row.deliveryDate,
    routeKey: row.routeKey,
    name: row.name,
    zipCode: row.zipCode,
    address1: row.address1,
    address2: row.address2,
    phone: row.phone,
    latitude: row.latitude,
    longitude: row.longitude,
    timeWindowStart: row.timeWindowStart,
    timeWindowEnd: row.timeWindowEnd,
    serviceMinutes: row.serviceMinutes,
    quantity: row.quantity,
    weightKg: row.weightKg,
    memo: row.memo,
    errors: row.errors.map((e) => ({ field: fieldOf(e.field), message: e.message })),
    status: row.status,
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** The rows by date and status, newest upload first, each upload in file order. */
export async function listRoutingSource(
  ctx: Ctx,
  query: z.output<typeof routingSourceListQuery>,
): Promise<ListResponse<RoutingSourceRow>> {
  const consignorId = consignorScope(ctx, query.consignorId);
  const where = and(
    consignorId ? eq(routingSourceRows.consignorId, consignorId) : undefined,
    query.deliveryDate ? eq(routingSourceRows.deliveryDate, query.deliveryDate) : undefined,
    query.status ? eq(routingSourceRows.status, query.status) : undefined,
  ) as SQL | undefined;
  const join = eq(routingSourceUploads.id, routingSourceRows.uploadId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select(columns)
      .from(routingSourceRows)
      .innerJoin(routingSourceUploads, join)
      .where(where)
      .orderBy(
        desc(routingSourceUploads.uploadedAt),
        asc(routingSourceRows.uploadId),
        asc(routingSourceRows.lineNumber),
      )
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(routingSourceRows).where(where),
  ]);
  return { data: rows.map(toRoutingSourceRow), total: total?.n ?? 0 };
}

/** The fixed layout and its template (header and one example row dated tomorrow, CRLF as Excel writes). */
export function routingSourceSettings(ctx: Ctx): RoutingSourceSettings {
  const rows = routingSourceTemplateRows(addDays(todayInTokyo(ctx.clock()), 1));
  return {
    headerRows: 1,
    encodings: ['Shift_JIS', 'UTF-8'],
    columns: routingSourceColumns,
    templateFileName: ROUTING_SOURCE_TEMPLATE_FILE_NAME,
    templateCsv: toCsv(rows),
  };
}

/** Marks the consignor's own rows processed, all or none: an id not his (or unknown) answers 404. */
export async function markRoutingSourceProcessed(ctx: Ctx, ids: string[]): Promise<{ updated: number }> {
  const consignorId = consignorScope(ctx);
  const unique = [...new Set(ids)];
  return withActor(ctx, async (w) => {
    const mine = and(
      inArray(routingSourceRows.id, unique),
      consignorId ? eq(routingSourceRows.consignorId, consignorId) : undefined,
    );
    const found = await w.db
      .select({ id: routingSourceRows.id, status: routingSourceRows.status })
      .from(routingSourceRows)
      .where(mine)
      .for('update');
    if (found.length !== unique.length) throw notFound(LABEL);
    const fresh = found.filter((r) => r.status === 'new').map((r) => r.id);
    if (fresh.length > 0) {
      await w.db
        .update(routingSourceRows)
        .set({ status: 'processed', processedAt: ctx.clock() })
        .where(inArray(routingSourceRows.id, fresh));
    }
    return { updated: fresh.length };
  });
}

/** A row of the caller's consignor (any, for the system administrator), locked; 404 when not his. */
async function ownRowForWrite(w: { db: Ctx['db'] }, ctx: Ctx, id: string) {
  const consignorId = consignorScope(ctx);
  const [row] = await w.db
    .select({ id: routingSourceRows.id, status: routingSourceRows.status })
    .from(routingSourceRows)
    .where(
      and(
        eq(routingSourceRows.id, id),
        consignorId ? eq(routingSourceRows.consignorId, consignorId) : undefined,
      ),
    )
    .for('update');
  if (!row) throw notFound(LABEL);
  return row;
}

/**
 * Corrects a row still `new` (the file's rules, so it has no errors after): a processed row has been
 * handed over to the carrier and answers 409.
 */
export async function updateRoutingSourceRow(
  ctx: Ctx,
  id: string,
  values: z.output<typeof routingSourceRowInput>,
): Promise<RoutingSourceRow> {
  return withActor(ctx, async (w) => {
    const row = await ownRowForWrite(w, ctx, id);
    if (row.status !== 'new')
      throw conflict('処理済みの配送データは変更できません。運送会社にご連絡ください。');
    await w.db
      .update(routingSourceRows)
      .set({ ...values, errors: [] })
      .where(eq(routingSourceRows.id, id));
    return readRoutingSourceRow(w.db, id);
  });
}

/** Deletes a row still `new`; a processed row answers 409. */
export async function deleteRoutingSourceRow(ctx: Ctx, id: string): Promise<void> {
  await withActor(ctx, async (w) => {
    const row = await ownRowForWrite(w, ctx, id);
    if (row.status !== 'new')
      throw conflict('処理済みの配送データは削除できません。運送会社にご連絡ください。');
    await w.db.delete(routingSourceRows).where(eq(routingSourceRows.id, id));
  });
}

async function readRoutingSourceRow(db: Ctx['db'], id: string): Promise<RoutingSourceRow> {
  const [row] = await db
    .select(columns)
    .from(routingSourceRows)
    .innerJoin(routingSourceUploads, eq(routingSourceUploads.id, routingSourceRows.uploadId))
    .where(eq(routingSourceRows.id, id));
  if (!row) throw notFound(LABEL);
  return toRoutingSourceRow(row);
}
