import {
  type AdjustmentAmount,
  type AdjustmentAmountListQuery,
  type AdjustmentAmountReplaceValues,
  type AdjustmentAmountValues,
  exemptReasonFor,
  type HistoryListQuery,
  type ListResponse,
} from '@rikuun/contract';
import { asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows, withActor } from '../../lib/db/company-rows.ts';
import { pageWindow } from '../../lib/db/pagination.ts';
import { validationFailed } from '../../lib/http/errors.ts';
import { clients } from '../clients/clients.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { recordHistory } from '../history/history.service.ts';
import { adjustmentAmounts } from './adjustment-amounts.table.ts';

/** Whose adjustments: a client's (invoice) or a driver's (payment notice). One service serves both. */
export type AdjustmentParent = { kind: 'client'; id: string } | { kind: 'driver'; id: string };

type Row = typeof adjustmentAmounts.$inferSelect;

const companyAdjustments = (ctx: CompanyCtx) => companyRows(ctx, adjustmentAmounts, '調整額');

/** 404 `取引先が見つかりません。` / `ドライバーが見つかりません。` for another company's or a missing parent. */
async function assertParent(ctx: CompanyCtx, parent: AdjustmentParent) {
  if (parent.kind === 'client') await companyRows(ctx, clients, '取引先').findOr404(parent.id);
  else await companyRows(ctx, drivers, 'ドライバー').findOr404(parent.id);
}

const ofParent = (parent: AdjustmentParent): SQL =>
  parent.kind === 'client'
    ? eq(adjustmentAmounts.clientId, parent.id)
    : eq(adjustmentAmounts.driverId, parent.id);

const parentColumns = (parent: AdjustmentParent) =>
  parent.kind === 'client'
    ? { clientId: parent.id, driverId: null }
    : { clientId: null, driverId: parent.id };

function toAdjustment(row: Row): AdjustmentAmount {
  return {
    id: row.id,
    clientId: row.clientId,
    driverId: row.driverId,
    accountingMonth: row.accountingMonth,
    title: row.title,
    amount: row.amount,
    taxRate: row.taxRate,
    taxExemptReason: row.taxExemptReason,
    relatesToMonth: row.relatesToMonth,
    memo: row.memo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The reason is stored only with 0 % (a rate changed back to 10 % leaves none behind). */
const withReason = <T extends { taxRate: number; taxExemptReason: string | null }>(values: T): T => ({
  ...values,
  taxExemptReason: exemptReasonFor(values.taxRate, values.taxExemptReason),
});

/** Newest month first; within a month in the order they were added (as the statement lists them). */
const listOrder = [
  desc(adjustmentAmounts.accountingMonth),
  asc(adjustmentAmounts.createdAt),
  asc(adjustmentAmounts.id),
];

export async function listAdjustments(
  ctx: CompanyCtx,
  parent: AdjustmentParent,
  query: AdjustmentAmountListQuery & { page: number; perPage: number },
): Promise<ListResponse<AdjustmentAmount>> {
  await assertParent(ctx, parent);
  const where = companyAdjustments(ctx).where(
    ofParent(parent),
    query.accountingMonth ? eq(adjustmentAmounts.accountingMonth, query.accountingMonth) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(adjustmentAmounts)
      .where(where)
      .orderBy(...listOrder)
      .limit(limit)
      .offset(offset),
    ctx.db.select({ total: count() }).from(adjustmentAmounts).where(where),
  ]);
  return { data: rows.map(toAdjustment), total: counted?.total ?? 0 };
}

async function findOfParent(ctx: CompanyCtx, parent: AdjustmentParent, id: string) {
  await assertParent(ctx, parent);
  return companyAdjustments(ctx).findOr404(
    companyAdjustments(ctx).where(eq(adjustmentAmounts.id, id), ofParent(parent)),
  );
}

export async function getAdjustment(ctx: CompanyCtx, parent: AdjustmentParent, id: string) {
  return toAdjustment(await findOfParent(ctx, parent, id));
}

export async function createAdjustment(
  ctx: CompanyCtx,
  parent: AdjustmentParent,
  input: AdjustmentAmountValues,
) {
  await assertParent(ctx, parent);
  const row = await companyAdjustments(ctx).insert({
    ...withReason(input),
    ...parentColumns(parent),
    createdBy: ctx.user.id,
  });
  return toAdjustment(row);
}

export async function updateAdjustment(
  ctx: CompanyCtx,
  parent: AdjustmentParent,
  id: string,
  input: AdjustmentAmountValues,
) {
  await findOfParent(ctx, parent, id);
  return toAdjustment(await companyAdjustments(ctx).updateOr404(id, withReason(input)));
}

/** Soft delete: the row and its history stay (a money record). */
export async function deleteAdjustment(ctx: CompanyCtx, parent: AdjustmentParent, id: string) {
  await findOfParent(ctx, parent, id);
  await companyAdjustments(ctx).softDeleteOr404(id);
}

/** The item of a replace call whose id is not one of the month's adjustments: 400 at items[n].id. */
const unknownItem = (index: number) =>
  validationFailed([
    {
      property: 'items',
      constraints: {},
      children: [
        {
          property: String(index),
          constraints: {},
          children: [
            { property: 'id', constraints: { exists: 'この月の調整額に見つかりません' }, children: [] },
          ],
        },
      ],
    },
  ]);

/**
 * Replaces the month's set of the client or driver in one transaction: items with an id update that
 * adjustment, items without are added, the month's others are deleted (softly, history kept). Any
 * bad item leaves the month as it was.
 */
export async function replaceAdjustments(
  ctx: CompanyCtx,
  parent: AdjustmentParent,
  input: AdjustmentAmountReplaceValues,
): Promise<ListResponse<AdjustmentAmount>> {
  await assertParent(ctx, parent);
  const month = input.accountingMonth;
  const rows = await withActor(ctx, async (w) => {
    const adjustments = companyAdjustments(w);
    // Two replaces of one parent run one after the other (FK checks of other writes are not blocked).
    const parentTable = parent.kind === 'client' ? clients : drivers;
    await w.db
      .select({ id: parentTable.id })
      .from(parentTable)
      .where(eq(parentTable.id, parent.id))
      .for('no key update');
    const monthOf = adjustments.where(ofParent(parent), eq(adjustmentAmounts.accountingMonth, month));
    const current = await w.db.select({ id: adjustmentAmounts.id }).from(adjustmentAmounts).where(monthOf);
    const currentIds = new Set(current.map((r) => r.id));
    const kept = new Set<string>();
    input.items.forEach((item, i) => {
      if (item.id && (!currentIds.has(item.id) || kept.has(item.id))) throw unknownItem(i);
      if (item.id) kept.add(item.id);
    });
    const removed = [...currentIds].filter((id) => !kept.has(id));
    if (removed.length > 0) {
      await adjustments.update(inArray(adjustmentAmounts.id, removed), { deletedAt: ctx.clock() });
    }
    for (const { id, ...item } of input.items) {
      const values = withReason(item);
      if (id) await adjustments.update(id, { ...values, accountingMonth: month });
      else
        await adjustments.insert({
          ...values,
          accountingMonth: month,
          ...parentColumns(parent),
          createdBy: ctx.user.id,
        });
    }
    return w.db
      .select()
      .from(adjustmentAmounts)
      .where(monthOf)
      .orderBy(...listOrder);
  });
  return { data: rows.map(toAdjustment), total: rows.length };
}

/** 変更履歴 of one adjustment (404 for another company's, another parent's or a deleted one). */
export async function adjustmentHistory(
  ctx: CompanyCtx,
  parent: AdjustmentParent,
  id: string,
  query: HistoryListQuery,
) {
  await findOfParent(ctx, parent, id);
  return recordHistory(ctx, adjustmentAmounts, id, query);
}
