import {
  type AccidentDetails,
  type AccidentReport,
  type AccidentReportListItem,
  type AccidentReportListQuery,
  accidentDetailsSchema,
  accidentKeepUntil,
  accidentReportDeadline,
} from '@rikuun/contract';
import { asc, count, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, ownedBy, sameCompanyAs } from '../../lib/db/company-rows.ts';
import { listPage } from '../../lib/db/list-page.ts';
import { notFound } from '../../lib/http/errors.ts';
import { files } from '../../lib/storage/files.table.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { toStoredFile } from '../files/files.service.ts';
import { accidentReportFiles, accidentReports } from './accident-reports.table.ts';

export const companyReports = (ctx: CompanyCtx) => companyRows(ctx, accidentReports, '事故報告');

/** Who reads: staff read the company's reports, a driver only his own (driverId set). */
export type ReportScope = { driverId: string | null };

const columns = {
  report: accidentReports,
  driverName: drivers.name,
  courseName: courses.name,
};
type Joined = { report: typeof accidentReports.$inferSelect; driverName: string; courseName: string | null };

function selectReports(ctx: CompanyCtx) {
  return ctx.db
    .select(columns)
    .from(accidentReports)
    .innerJoin(drivers, sameCompanyAs(drivers, accidentReports, eq(drivers.id, accidentReports.driverId)))
    .leftJoin(courses, sameCompanyAs(courses, accidentReports, eq(courses.id, accidentReports.courseId)))
    .$dynamic();
}

/** Stored details read back through the contract, so an older row gets today's defaults. */
const detailsOf = (stored: unknown): AccidentDetails => {
  const parsed = accidentDetailsSchema.safeParse(stored);
  if (parsed.success) return parsed.data;
  return accidentDetailsSchema.parse({ description: '（記載なし）' });
};

function toItem(row: Joined, fileCount: number): AccidentReportListItem {
  const r = row.report;
  const details = detailsOf(r.details);
  return {
    id: r.id,
    accidentDate: r.accidentDate,
    accidentTime: r.accidentTime,
    carRegistrationNumber: r.carRegistrationNumber,
    zipCode: r.zipCode,
    isCorrectAddress: r.isCorrectAddress,
    address1: r.address1,
    address2: r.address2,
    latitude: r.latitude,
    longitude: r.longitude,
    driverId: r.driverId,
    driverName: row.driverName,
    courseId: r.courseId,
    courseName: row.courseName,
    isCritical: r.isCritical,
    details,
    fileCount,
    reportDeadline: accidentReportDeadline({
      accidentDate: r.accidentDate,
      accidentTime: r.accidentTime,
      details,
    }),
    flashReportedAt: r.flashReportedAt?.toISOString() ?? null,
    submittedAt: r.submittedAt?.toISOString() ?? null,
    keepUntil: accidentKeepUntil(r.accidentDate),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const scoped = (ctx: CompanyCtx, scope: ReportScope, ...conditions: (SQL | undefined)[]) =>
  companyReports(ctx).where(
    scope.driverId ? eq(accidentReports.driverId, scope.driverId) : undefined,
    ...conditions,
  );

async function fileCounts(ctx: CompanyCtx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ reportId: accidentReportFiles.reportId, n: count() })
    .from(accidentReportFiles)
    .where(ownedBy(ctx, accidentReportFiles, inArray(accidentReportFiles.reportId, ids)))
    .groupBy(accidentReportFiles.reportId);
  return new Map(rows.map((r) => [r.reportId, Number(r.n)]));
}

export async function listAccidentReports(
  ctx: CompanyCtx,
  scope: ReportScope,
  query: AccidentReportListQuery,
) {
  const where = scoped(
    ctx,
    scope,
    query.from ? gte(accidentReports.accidentDate, query.from) : undefined,
    query.to ? lte(accidentReports.accidentDate, query.to) : undefined,
    query.driverId ? eq(accidentReports.driverId, query.driverId) : undefined,
    query.isCritical === undefined ? undefined : eq(accidentReports.isCritical, query.isCritical),
  );
  const { data, total } = await listPage({
    table: accidentReports,
    select: selectReports(ctx),
    count: ctx.db.select({ total: count() }).from(accidentReports).$dynamic(),
    where,
    sort: undefined,
    sorts: { accidentDate: accidentReports.accidentDate },
    defaultSort: '-accidentDate',
    tieBreaker: accidentReports.id,
    query,
  });
  const rows = data as Joined[];
  const counts = await fileCounts(
    ctx,
    rows.map((r) => r.report.id),
  );
  return { data: rows.map((r) => toItem(r, counts.get(r.report.id) ?? 0)), total };
}

/** The files of a report, in the order they were added, with fresh signed links. */
export async function reportFiles(ctx: CompanyCtx, id: string) {
  const rows = await ctx.db
    .select({ category: accidentReportFiles.category, file: files })
    .from(accidentReportFiles)
    .innerJoin(files, sameCompanyAs(files, accidentReportFiles, eq(files.id, accidentReportFiles.fileId)))
    .where(ownedBy(ctx, accidentReportFiles, eq(accidentReportFiles.reportId, id)))
    .orderBy(asc(accidentReportFiles.sortOrder));
  return rows;
}

type Loaded = { item: AccidentReportListItem; linked: Awaited<ReturnType<typeof reportFiles>> };

/**
 * One report and its file rows (404 for another company's, and for another driver's when a driver
 * reads). Safe inside a write's transaction: it reads only through ctx.db.
 */
export async function loadAccidentReport(ctx: CompanyCtx, scope: ReportScope, id: string): Promise<Loaded> {
  const [row] = await selectReports(ctx)
    .where(scoped(ctx, scope, eq(accidentReports.id, id)))
    .limit(1);
  if (!row) throw notFound('事故報告');
  const linked = await reportFiles(ctx, id);
  return { item: toItem(row, linked.length), linked };
}

/** The answer: the loaded report with fresh signed links (signing reads the key, so after a commit). */
export async function signedReport(ctx: CompanyCtx, { item, linked }: Loaded): Promise<AccidentReport> {
  const stored = await Promise.all(
    linked.map(async (l) => ({ ...(await toStoredFile(ctx.storage, l.file)), category: l.category })),
  );
  return { ...item, files: stored };
}

export const readAccidentReport = async (ctx: CompanyCtx, scope: ReportScope, id: string) =>
  signedReport(ctx, await loadAccidentReport(ctx, scope, id));
