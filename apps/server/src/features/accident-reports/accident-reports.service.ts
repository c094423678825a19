import {
  ACCIDENT_FILE_MAX_COUNT,
  type AccidentFileCategory,
  type AccidentReport,
  type AccidentReportUpdateValues,
  type AccidentReportValues,
  type HistoryListQuery,
  todayInTokyo,
} from '@rikuun/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRow, companyRows, ownedBy } from '../../lib/db/company-rows.ts';
import type { Tx } from '../../lib/db/db.ts';
import { forbidden, payloadTooLarge } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { embeddableImage } from '../../lib/pdf/pdf-images.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { courses } from '../courses/courses.table.ts';
import { companyDrivers } from '../drivers/driver-rows.ts';
import { type FileTransaction, withFileTransaction } from '../files/files.service.ts';
import { recordHistory } from '../history/history.service.ts';
import {
  companyReports,
  loadAccidentReport,
  type ReportScope,
  readAccidentReport,
  signedReport,
} from './accident-report-reads.ts';
import { accidentReportFiles, accidentReports } from './accident-reports.table.ts';

export { listAccidentReports, type ReportScope } from './accident-report-reads.ts';

type Columns = Omit<AccidentReportValues, 'fileMetadata'>;
type Metadata = AccidentReportValues['fileMetadata'];

/** The signed-in user's scope: a driver reads and files only his own reports. */
export function scopeOf(ctx: CompanyCtx): ReportScope {
  if (ctx.user.role !== 'driver') return { driverId: null };
  // A driver's user without its driver record sees nothing rather than the company's reports.
  if (!ctx.user.driverId) throw forbidden('ドライバーとして登録されていません。');
  return { driverId: ctx.user.driverId };
}

/** The driver and the course must be the company's (400 at the field); a driver reports only for himself. */
async function checkReferences(w: CompanyCtx, values: Partial<Columns>) {
  const scope = scopeOf(w);
  if (values.driverId !== undefined) {
    if (scope.driverId && values.driverId !== scope.driverId) {
      throw fieldError('driverId', 'self', 'ご自身の事故のみ報告できます');
    }
    if (!(await companyDrivers(w).exists(values.driverId))) {
      throw fieldError('driverId', 'exists', 'ドライバーが見つかりません');
    }
  }
  if (values.courseId && !(await companyRows(w, courses).exists(values.courseId))) {
    throw fieldError('courseId', 'exists', 'コースが見つかりません');
  }
}

/** The category of each new file (fileMetadata[n] goes with files[n]); metadata without a file is a 400. */
function categoriesOf(uploads: readonly Upload[], metadata: Metadata): AccidentFileCategory[] {
  if (metadata.length > uploads.length) {
    throw fieldError('fileMetadata', 'files', 'ファイルのない分類が指定されています');
  }
  return uploads.map((_, i) => metadata[i]?.category ?? 'other');
}

async function attach(
  ctx: CompanyCtx,
  tx: Tx,
  stored: FileTransaction,
  reportId: string,
  uploads: readonly Upload[],
  categories: AccidentFileCategory[],
  first: number,
) {
  const saved = await stored.save({ companyId: ctx.companyId }, uploads);
  if (saved.length === 0) return;
  await tx.insert(accidentReportFiles).values(
    saved.map((f, i) => ({
      companyId: ctx.companyId,
      reportId,
      fileId: f.id,
      category: categories[i] ?? 'other',
      sortOrder: first + i,
    })),
  );
}

function tooMany(count: number) {
  if (count > ACCIDENT_FILE_MAX_COUNT) {
    throw payloadTooLarge(`添付ファイルは1件の事故報告に${ACCIDENT_FILE_MAX_COUNT}ファイルまでです。`);
  }
}

/** The report, its files' bytes and rows, and their categories: all of it or none. */
export async function createAccidentReport(
  ctx: CompanyCtx,
  values: AccidentReportValues,
  uploads: readonly Upload[],
): Promise<AccidentReport> {
  const { fileMetadata, ...columns } = values;
  const categories = categoriesOf(uploads, fileMetadata);
  tooMany(uploads.length);
  const loaded = await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await checkReferences(w, columns);
    const row = await companyReports(w).insert({ ...columns, createdBy: ctx.user.id });
    await attach(ctx, tx, stored, row.id, uploads, categories, 0);
    return loadAccidentReport(w, scopeOf(ctx), row.id);
  });
  return signedReport(ctx, loaded);
}

/**
 * PUT: the fields sent replace theirs (an absent field is kept; `present` names the ones sent), the
 * files named in deleteFileIds go, the new ones come, in one transaction.
 */
export async function updateAccidentReport(
  ctx: CompanyCtx,
  id: string,
  values: AccidentReportUpdateValues,
  present: ReadonlySet<string>,
  uploads: readonly Upload[],
): Promise<AccidentReport> {
  const { fileMetadata, deleteFileIds, ...all } = values;
  const columns = Object.fromEntries(
    Object.entries(all).filter(([k, v]) => present.has(k) && v !== undefined),
  ) as Partial<Columns>;
  const categories = categoriesOf(uploads, fileMetadata);
  const loaded = await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    await companyReports(w).findOr404(id);
    await checkReferences(w, columns);
    if (Object.keys(columns).length > 0) await companyReports(w).updateOr404(id, columns);
    const linked = await tx
      .select({ fileId: accidentReportFiles.fileId, sortOrder: accidentReportFiles.sortOrder })
      .from(accidentReportFiles)
      .where(ownedBy(ctx, accidentReportFiles, eq(accidentReportFiles.reportId, id)));
    const toDelete = [...new Set(deleteFileIds)];
    const linkedIds = new Set(linked.map((l) => l.fileId));
    const unknown = deleteFileIds.findIndex((f) => !linkedIds.has(f));
    if (unknown >= 0) {
      throw fieldError(`deleteFileIds.${unknown}`, 'exists', 'この事故報告にないファイルが指定されています');
    }
    tooMany(linked.length - toDelete.length + uploads.length);
    if (toDelete.length > 0) {
      await tx
        .delete(accidentReportFiles)
        .where(and(eq(accidentReportFiles.reportId, id), inArray(accidentReportFiles.fileId, toDelete)));
      await stored.removeAfterCommit(toDelete, { companyId: ctx.companyId });
    }
    const first = Math.max(-1, ...linked.map((l) => l.sortOrder)) + 1;
    await attach(ctx, tx, stored, id, uploads, categories, first);
    // A change of files alone still marks the report as updated (and lists it as such).
    if (Object.keys(columns).length === 0 && (toDelete.length > 0 || uploads.length > 0)) {
      await companyReports(w).update(id, { updatedAt: ctx.clock() });
    }
    return loadAccidentReport(w, scopeOf(ctx), id);
  });
  return signedReport(ctx, loaded);
}

export const getAccidentReport = (ctx: CompanyCtx, id: string) => readAccidentReport(ctx, scopeOf(ctx), id);

/** 変更履歴 of one of the company's reports (404 for another company's). */
export async function accidentReportHistory(ctx: CompanyCtx, id: string, query: HistoryListQuery) {
  await companyReports(ctx).findOr404(id);
  return recordHistory(ctx, accidentReports, id, query);
}

/** 事故報告書 as PDF: the report, its company and its images read here, drawn in a PDF worker. */
export async function accidentReportPdf(ctx: CompanyCtx, scope: ReportScope, id: string) {
  const loaded = await loadAccidentReport(ctx, scope, id);
  const [report, [company], photos] = await Promise.all([
    signedReport(ctx, loaded),
    ctx.db.select({ name: companies.name }).from(companies).where(companyRow(ctx)),
    Promise.all(
      loaded.linked
        .filter((l) => l.file.contentType.startsWith('image/'))
        .map(async ({ category, file }) => ({
          category,
          fileName: file.fileName,
          image: (await embeddableImage(ctx, file)) ?? null,
        })),
    ),
  ]);
  const pdf = await ctx.renderPdf('accidentReport', {
    report,
    companyName: company?.name ?? null,
    madeOn: todayInTokyo(ctx.clock()),
    photos,
  });
  return { pdf, report };
}
