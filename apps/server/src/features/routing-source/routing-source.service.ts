import type { Readable } from 'node:stream';
import {
  addDays,
  type ListResponse,
  ROUTING_SOURCE_TEMPLATE_FILE_NAME,
  type RoutingSourceRow,
  type RoutingSourceSettings,
  type RoutingSourceUpload,
  routingSourceColumns,
  routingSourceFields,
  type routingSourceListQuery,
  routingSourceTemplateRows,
  toCsv,
  todayInTokyo,
} from '@rikuun/contract';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Ctx } from '../../lib/context.ts';
import { withActor } from '../../lib/db/company-rows.ts';
import { forbidden, notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import { routingSourceRows, routingSourceUploads } from './routing-source.table.ts';
import { readRoutingSourceFile } from './routing-source-reader.ts';

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

/**
 * Stores an upload and all its rows in one transaction: rows with errors are kept with them (the
 * consignor sees what to fix), rows without become usable for courses. Answers the counts and errors.
 */
export async function uploadRoutingSource(
  ctx: Ctx,
  consignorId: string,
  file: UploadedFile,
): Promise<RoutingSourceUpload> {
  const [consignor] = await ctx.db
    .select({ id: consignors.id })
    .from(consignors)
    .where(eq(consignors.id, consignorId));
  if (!consignor) throw fieldError('consignorId', 'exists', '荷主が見つかりません');
  const read = await readRoutingSourceFile(file.open);
  const errorCount = read.rows.filter((r) => r.errors.length > 0).length;
  const upload = await withActor(ctx, async (w) => {
    const [made] = await w.db
      .insert(routingSourceUploads)
      .values({
        consignorId,
        fileName: file.fileName,
        encoding: read.encoding,
        rowCount: read.rows.length,
        errorCount,
        uploadedBy: ctx.user.id,
        uploadedAt: ctx.clock(),
      })
      .returning();
    if (!made) throw new Error('upload not stored');
    for (let i = 0; i < read.rows.length; i += ROW_BATCH) {
      await w.db.insert(routingSourceRows).values(
        read.rows.slice(i, i + ROW_BATCH).map((r) => ({
          consignorId,
          uploadId: made.id,
          lineNumber: r.lineNumber,
          ...r.values,
          errors: r.errors.map((e) => ({ field: e.field ?? '', message: e.message })),
        })),
      );
    }
    return made;
  });
  return {
    id: upload.id,
    consignorId,
    fileName: upload.fileName,
    encoding: read.encoding,
    uploadedAt: upload.uploadedAt.toISOString(),
    rowCount: read.rows.length,
    validCount: read.rows.length - errorCount,
    errorCount,
    errors: read.errors,
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
