import {
  defaultExpenseTaxSettings,
  defaultRoutingDurationSettings,
  type ExpenseTaxSetting,
  type ExpenseTaxSettings,
  expenseTypes,
  type RoutingDurationSettings,
  type RoutingDurationSettingsValues,
  type TaxRate,
} from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { expenseTaxSettings, routingDurationSettings } from './company-settings.table.ts';

// 経費の税区分 and 所要時間設定: what a company saved, or the defaults until it has.

async function readExpenseTaxSettings(db: Db | Tx, companyId: string): Promise<ExpenseTaxSettings> {
  const rows = await db.select().from(expenseTaxSettings).where(ownedBy({ companyId }, expenseTaxSettings));
  const byType = new Map(rows.map((r) => [r.expenseType, r]));
  return {
    items: expenseTypes.map((expenseType) => {
      const row = byType.get(expenseType);
      const fallback = defaultExpenseTaxSettings.find((d) => d.expenseType === expenseType);
      return row
        ? { expenseType, taxRate: row.taxRate as TaxRate, taxIncluded: row.taxIncluded }
        : (fallback as ExpenseTaxSetting);
    }),
  };
}

export const getExpenseTaxSettings = (ctx: CompanyCtx) => readExpenseTaxSettings(ctx.db, ctx.companyId);

/** Replaces the company's set in one transaction; a type left out goes back to its default. */
export async function saveExpenseTaxSettings(
  ctx: CompanyCtx,
  input: { items: ExpenseTaxSetting[] },
): Promise<ExpenseTaxSettings> {
  return withActor(ctx, async (w) => {
    await w.db.delete(expenseTaxSettings).where(ownedBy(ctx, expenseTaxSettings));
    if (input.items.length > 0) {
      await w.db
        .insert(expenseTaxSettings)
        .values(input.items.map((item) => ({ ...item, companyId: ctx.companyId })));
    }
    return readExpenseTaxSettings(w.db, ctx.companyId);
  });
}

async function readRoutingDurations(db: Db | Tx, companyId: string): Promise<RoutingDurationSettings> {
  const [row] = await db
    .select()
    .from(routingDurationSettings)
    .where(ownedBy({ companyId }, routingDurationSettings))
    .limit(1);
  if (!row) return { ...defaultRoutingDurationSettings, saved: false };
  const { companyId: _c, createdAt: _a, updatedAt: _u, ...values } = row;
  return { ...values, saved: true };
}

export const getRoutingDurationSettings = (ctx: CompanyCtx) => readRoutingDurations(ctx.db, ctx.companyId);

export async function saveRoutingDurationSettings(
  ctx: CompanyCtx,
  input: RoutingDurationSettingsValues,
): Promise<RoutingDurationSettings> {
  return withActor(ctx, async (w) => {
    await w.db
      .insert(routingDurationSettings)
      .values({ ...input, companyId: ctx.companyId })
      .onConflictDoUpdate({
        target: routingDurationSettings.companyId,
        set: { ...input, updatedAt: ctx.clock() },
      });
    return readRoutingDurations(w.db, ctx.companyId);
  });
}
