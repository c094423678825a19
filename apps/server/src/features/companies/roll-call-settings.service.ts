import type { RollCallSettings, rollCallSettingsInput } from '@rikuun/contract';
import type { z } from 'zod';
import type { CompanyCtx } from '../../lib/context.ts';
import { ownedBy, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { companySettings } from './company-settings.table.ts';

// 点呼設定: a part of the company settings row, written on its own (the settings form replaces the rest).

async function readRollCallSettings(db: Db | Tx, companyId: string): Promise<RollCallSettings> {
  const [row] = await db
    .select({
      itRollCallApproved: companySettings.itRollCallApproved,
      itRollCallEquipment: companySettings.itRollCallEquipment,
    })
    .from(companySettings)
    .where(ownedBy({ companyId }, companySettings))
    .limit(1);
  return row ?? { itRollCallApproved: false, itRollCallEquipment: null };
}

export const getRollCallSettings = (ctx: CompanyCtx) => readRollCallSettings(ctx.db, ctx.companyId);

/** Saves whether the company's IT点呼 equipment is approved (and which equipment), nothing else. */
export async function saveRollCallSettings(
  ctx: CompanyCtx,
  input: z.output<typeof rollCallSettingsInput>,
): Promise<RollCallSettings> {
  return withActor(ctx, async (w) => {
    await w.db
      .insert(companySettings)
      .values({ companyId: ctx.companyId, ...input })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { ...input, updatedAt: ctx.clock() } });
    return readRollCallSettings(w.db, ctx.companyId);
  });
}
