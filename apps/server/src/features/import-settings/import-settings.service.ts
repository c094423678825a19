import {
  DUPLICATE_IMPORT_SETTING_NAME,
  type ImportSetting,
  type ImportSettingListFilter,
  type ImportSettingValues,
  importSettingPresets,
  type importSettingSortKeys,
  searchKey,
} from '@rikuun/contract';
import { count, eq, like, ne, sql } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import { conflictOnUnique } from '../../lib/db/errors.ts';
import { listPage, type SortColumns } from '../../lib/db/list-page.ts';
import { likeContains } from '../../lib/db/pagination.ts';
import { fieldConflict } from '../../lib/http/field-error.ts';
import { importSettings } from './import-settings.table.ts';

/** The company's import settings; another company's id is simply not found (404). */
const companySettings = (ctx: CompanyCtx) => companyRows(ctx, importSettings, '取込設定');

type Row = typeof importSettings.$inferSelect;

function toImportSetting(row: Row): ImportSetting {
  const { companyId: _c, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

const sorts: SortColumns<(typeof importSettingSortKeys)[number]> = {
  name: importSettings.name,
  updatedAt: importSettings.updatedAt,
};

const nameKey = sql`lower(regexp_replace(normalize(${importSettings.name}, NFKC), '\\s', '', 'g'))`;

export async function listImportSettings(ctx: CompanyCtx, query: ImportSettingListFilter) {
  const { data, total } = await listPage({
    table: importSettings,
    select: ctx.db.select().from(importSettings).$dynamic(),
    count: ctx.db.select({ total: count() }).from(importSettings).$dynamic(),
    where: companySettings(ctx).where(query.q ? like(nameKey, likeContains(searchKey(query.q))) : undefined),
    sort: query.sort,
    sorts,
    defaultSort: 'name',
    tieBreaker: importSettings.id,
    query,
  });
  return { data: data.map(toImportSetting), total };
}

export async function getImportSetting(ctx: CompanyCtx, id: string): Promise<ImportSetting> {
  return toImportSetting(await companySettings(ctx).findOr404(id));
}

const duplicateName = () => fieldConflict('name', DUPLICATE_IMPORT_SETTING_NAME);

async function checkName(ctx: CompanyCtx, name: string, exceptId?: string) {
  const rows = companySettings(ctx);
  if (
    await rows.exists(
      rows.where(eq(importSettings.name, name), exceptId ? ne(importSettings.id, exceptId) : undefined),
    )
  )
    throw duplicateName();
}

const uniqueGuard = <T>(write: () => Promise<T>) => conflictOnUnique(write, duplicateName);

export async function createImportSetting(
  ctx: CompanyCtx,
  input: ImportSettingValues,
): Promise<ImportSetting> {
  await checkName(ctx, input.name);
  return toImportSetting(await uniqueGuard(() => companySettings(ctx).insert(input)));
}

export async function updateImportSetting(
  ctx: CompanyCtx,
  id: string,
  input: ImportSettingValues,
): Promise<ImportSetting> {
  await companySettings(ctx).findOr404(id);
  await checkName(ctx, input.name, id);
  return toImportSetting(await uniqueGuard(() => companySettings(ctx).updateOr404(id, input)));
}

/** Deleted for real: a setting is a tool, not a record; imports already made keep their courses. */
export async function deleteImportSetting(ctx: CompanyCtx, id: string): Promise<void> {
  await companySettings(ctx).deleteOr404(id);
}

/** The product's presets, the same for every company. */
export function listImportSettingPresets() {
  return { data: [...importSettingPresets], total: importSettingPresets.length };
}
