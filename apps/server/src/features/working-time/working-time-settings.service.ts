import {
  defaultWorkingTimeSettings,
  type WorkingTimeSettings,
  type WorkingTimeSettingsValues,
} from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { workingTimeSettings } from './working-time.table.ts';

// 労使協定 (拘束時間の延長) and the 協定's first month: what the company saved, or the defaults.

async function read(db: Db | Tx, companyId: string): Promise<WorkingTimeSettings> {
  const [row] = await db
    .select({
      laborAgreement: workingTimeSettings.laborAgreement,
      yearStartMonth: workingTimeSettings.yearStartMonth,
    })
    .from(workingTimeSettings)
    .where(ownedBy({ companyId }, workingTimeSettings))
    .limit(1);
  return row ? { ...row, saved: true } : { ...defaultWorkingTimeSettings, saved: false };
}

export const getWorkingTimeSettings = (ctx: CompanyCtx) => read(ctx.db, ctx.companyId);

export async function saveWorkingTimeSettings(
  ctx: CompanyCtx,
  input: WorkingTimeSettingsValues,
): Promise<WorkingTimeSettings> {
  return withActor(ctx, async (w) => {
    await w.db
      .insert(workingTimeSettings)
      .values({ ...input, companyId: ctx.companyId })
      .onConflictDoUpdate({
        target: workingTimeSettings.companyId,
        set: { ...input, updatedAt: ctx.clock() },
      });
    return read(w.db, ctx.companyId);
  });
}
