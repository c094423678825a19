import {
  DEFAULT_TAX_ACCOUNTING,
  defaultJournalAccounts,
  type JournalAccountSettings,
  type JournalAccounts,
  type journalAccountsInput,
  type TaxAccounting,
} from '@rikuun/contract';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { journalAccountSettings } from './journal-accounts.table.ts';

// 仕訳エクスポートの勘定科目: what the company saved, or the defaults until it has.

async function readJournalAccounts(db: Db | Tx, companyId: string): Promise<JournalAccountSettings> {
  const [row] = await db
    .select()
    .from(journalAccountSettings)
    .where(ownedBy({ companyId }, journalAccountSettings))
    .limit(1);
  if (!row) return { ...defaultJournalAccounts, taxAccounting: DEFAULT_TAX_ACCOUNTING, saved: false };
  const { companyId: _c, createdAt: _a, updatedAt: _u, ...accounts } = row;
  return { ...accounts, saved: true };
}

export const getJournalAccounts = (ctx: CompanyCtx) => readJournalAccounts(ctx.db, ctx.companyId);

/** The accounts an export books to and the company's 経理方式 (without the saved flag). */
export async function journalSettingsOf(
  ctx: CompanyCtx,
): Promise<{ accounts: JournalAccounts; taxAccounting: TaxAccounting }> {
  const { saved: _s, taxAccounting, ...accounts } = await getJournalAccounts(ctx);
  return { accounts, taxAccounting };
}

export async function saveJournalAccounts(
  ctx: CompanyCtx,
  input: z.output<typeof journalAccountsInput>,
): Promise<JournalAccountSettings> {
  return withActor(ctx, async (w) => {
    await w.db
      .insert(journalAccountSettings)
      .values({ ...input, companyId: ctx.companyId })
      .onConflictDoUpdate({
        target: journalAccountSettings.companyId,
        set: { ...input, updatedAt: ctx.clock() },
      });
    return readJournalAccounts(w.db, ctx.companyId);
  });
}
