import {
  type DailyReport,
  type DailyReportFeesInput,
  type DailyReportValues,
  dailyReportFees,
  feeQuantity,
  type HistoryListQuery,
  isEditable,
} from '@rikuun/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { conflict, forbidden, notFound } from '../../lib/http/errors.ts';
import { fieldConflict, fieldError } from '../../lib/http/field-error.ts';
import { contracts } from '../contracts/contracts.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { recordHistory } from '../history/history.service.ts';
import { vehicles } from '../vehicles/vehicles.table.ts';
import { trackDistanceKm } from './daily-report-day-facts.ts';
import { feeFactsOf } from './daily-report-facts.ts';
import { companyDailyReports, readDailyReportOr404 } from './daily-report-reads.ts';
import { dailyReports } from './daily-reports.table.ts';

/** Who writes: a driver (his own reports only) or staff (any driver of the company). */
export type Writer = { driverId: string | null };
export function writerOf(ctx: CompanyCtx): Writer {
  if (ctx.user.role !== 'driver') return { driverId: null };
  if (!ctx.user.driverId) throw forbidden('ドライバーとして登録されていません。');
  return { driverId: ctx.user.driverId };
}
/** A driver sees only his own reports; another driver's id is not found. */
export const ownOnly = (writer: Writer) =>
  writer.driverId ? eq(dailyReports.driverId, writer.driverId) : undefined;

export const LOCKED = '承認申請中または承認済みの日報は変更できません。';
const DUPLICATE = 'この日付と契約の日報はすでにあります。';

type Row = typeof dailyReports.$inferSelect;

/** The report (the driver's own only), locked for update, or 404. */
export async function lockReport(ctx: CompanyCtx, writer: Writer, id: string): Promise<Row> {
  const [row] = await ctx.db
    .select()
    .from(dailyReports)
    .where(companyDailyReports(ctx).where(eq(dailyReports.id, id), ownOnly(writer)))
    .for('update');
  if (!row) throw notFound('日報');
  return row;
}

/** The driver, contract and vehicle named are the company's (a field error otherwise). */
async function checkReferences(ctx: CompanyCtx, driverId: string, input: DailyReportValues) {
  if (!(await companyRows(ctx, drivers, 'ドライバー').exists(driverId)))
    throw fieldError('driverId', 'exists', 'ドライバーが見つかりません');
  if (input.vehicleId && !(await companyRows(ctx, vehicles, '車両').exists(input.vehicleId)))
    throw fieldError('vehicleId', 'exists', '車両が見つかりません');
  if (!input.contractId) return null;
  const contract = await companyRows(ctx, contracts, '契約').find(input.contractId);
  if (!contract) throw fieldError('contractId', 'exists', '契約が見つかりません');
  if (contract.validFrom > input.date || (contract.validTo !== null && contract.validTo < input.date))
    throw fieldError('contractId', 'period', 'この日付は契約の期間外です');
  return contract;
}

/** The quantity as entered, else derived from the day; the fees from it unless staff overrode them. */
async function feeColumns(
  ctx: CompanyCtx,
  driverId: string,
  input: DailyReportValues,
  contract: typeof contracts.$inferSelect | null,
  existing: Row | undefined,
) {
  let quantity = input.quantity;
  if (quantity === null && contract) {
    const facts = await feeFactsOf(ctx, { ...input, driverId });
    quantity = feeQuantity(contract.feeType, facts);
  }
  const fees =
    existing?.feeOverrideReason != null
      ? { billingAmount: existing.billingAmount, paymentAmount: existing.paymentAmount }
      : dailyReportFees(contract, quantity);
  return { quantity, ...fees, ...(existing?.feeOverrideReason != null ? {} : { feeOverrideReason: null }) };
}

const reportColumns = (input: DailyReportValues) => ({
  date: input.date,
  contractId: input.contractId,
  vehicleId: input.vehicleId,
  startAt: input.startAt ? new Date(input.startAt) : null,
  endAt: input.endAt ? new Date(input.endAt) : null,
  startPlace: input.startPlace,
  endPlace: input.endPlace,
  startOdometerKm: input.startOdometerKm,
  endOdometerKm: input.endOdometerKm,
  breaks: input.breaks,
  waypoints: input.waypoints,
  driverChanges: input.driverChanges,
  loadStatus: input.loadStatus,
  waitingRecords: input.waitingRecords,
  loadingWork: input.loadingWork,
  accidentOrDelay: input.accidentOrDelay,
  instructions: input.instructions,
  memo: input.memo,
});

/** The track's distance between start and end, measured on every write (positions go after 90 days). */
const trackOf = async (ctx: CompanyCtx, driverId: string, input: DailyReportValues) => ({
  trackDistanceKm:
    input.startAt && input.endAt
      ? await trackDistanceKm(ctx, driverId, new Date(input.startAt), new Date(input.endAt))
      : null,
});

const sameKey = (driverId: string, date: string, contractId: string | null) =>
  and(
    eq(dailyReports.driverId, driverId),
    eq(dailyReports.date, date),
    contractId ? eq(dailyReports.contractId, contractId) : isNull(dailyReports.contractId),
  );

/**
 * POST /daily-reports: writes the report of (driver, date, contract). A driver writes his own; staff
 * name the driver. When that report exists and is still editable (draft, or rejected: it returns to
 * draft) it is updated in place (an upsert: the spec gives no PUT for the client); requested or
 * approved → 409. Fees are computed on every write unless overridden.
 */
export async function saveDailyReport(
  ctx: CompanyCtx,
  input: DailyReportValues,
): Promise<{ report: DailyReport; created: boolean }> {
  const writer = writerOf(ctx);
  const driverId = writer.driverId ?? input.driverId;
  if (!driverId) throw fieldError('driverId', 'required', 'ドライバーを選択してください');
  return withActor(ctx, async (w) => {
    const contract = await checkReferences(w, driverId, input);
    const [existing] = await w.db
      .select()
      .from(dailyReports)
      .where(companyDailyReports(w).where(sameKey(driverId, input.date, input.contractId)))
      .for('update');
    if (existing) {
      await updateReport(w, existing, input, contract);
      return { report: await readDailyReportOr404(w, existing.id), created: false };
    }
    const fees = await feeColumns(w, driverId, input, contract, undefined);
    const track = await trackOf(w, driverId, input);
    const row = await conflictOnUnique(
      () =>
        companyDailyReports(w).insert({
          ...reportColumns(input),
          ...track,
          ...fees,
          driverId,
          createdBy: ctx.user.id,
        }),
      () => fieldConflict('date', DUPLICATE),
    );
    return { report: await readDailyReportOr404(w, row.id), created: true };
  });
}

async function updateReport(
  w: CompanyCtx,
  existing: Row,
  input: DailyReportValues,
  contract: typeof contracts.$inferSelect | null,
  expected?: number,
) {
  if (!isEditable(existing.approveStatus)) throw conflict(LOCKED);
  const fees = await feeColumns(w, existing.driverId, input, contract, existing);
  const track = await trackOf(w, existing.driverId, input);
  await conflictOnUnique(
    () =>
      companyDailyReports(w).updateVersionOr404(
        existing.id,
        { ...reportColumns(input), ...track, ...fees, approveStatus: 'draft' },
        expected,
        readDailyReportOr404,
      ),
    () => fieldConflict('date', DUPLICATE),
  );
}

/** PUT /daily-reports/{id} (an addition): edits a draft or rejected report; date and contract may change. */
export async function updateDailyReport(
  ctx: CompanyCtx,
  id: string,
  input: DailyReportValues,
  expected?: number,
) {
  const writer = writerOf(ctx);
  return withActor(ctx, async (w) => {
    const existing = await lockReport(w, writer, id);
    if (!isEditable(existing.approveStatus)) throw conflict(LOCKED);
    const contract = await checkReferences(w, existing.driverId, input);
    const [other] = await w.db
      .select({ id: dailyReports.id })
      .from(dailyReports)
      .where(companyDailyReports(w).where(sameKey(existing.driverId, input.date, input.contractId)));
    if (other && other.id !== id) throw fieldConflict('date', DUPLICATE);
    await updateReport(w, existing, input, contract, expected);
    return readDailyReportOr404(w, id);
  });
}

/**
 * POST /daily-reports/{id}/update-fees (staff): sets both amounts with the reason (feeOverrideReason),
 * before approval; an approved report is locked. The change-history trigger keeps the amounts before.
 */
export async function updateDailyReportFees(ctx: CompanyCtx, id: string, input: DailyReportFeesInput) {
  return withActor(ctx, async (w) => {
    const existing = await lockReport(w, { driverId: null }, id);
    if (existing.approveStatus === 'approved') throw conflict('承認済みの日報の金額は変更できません。');
    await companyDailyReports(w).update(id, {
      billingAmount: input.billingAmount,
      paymentAmount: input.paymentAmount,
      feeOverrideReason: input.reason.trim(),
    });
    return readDailyReportOr404(w, id);
  });
}

/** GET /daily-reports/{id}: staff any of the company's; a driver only his own. */
export const getDailyReport = (ctx: CompanyCtx, id: string) =>
  readDailyReportOr404(ctx, id, ownOnly(writerOf(ctx)));

/** GET /daily-reports/{id}/history (staff). */
export async function dailyReportHistory(ctx: CompanyCtx, id: string, query: HistoryListQuery) {
  await companyDailyReports(ctx).findOr404(id);
  return recordHistory(ctx, dailyReports, id, query);
}
