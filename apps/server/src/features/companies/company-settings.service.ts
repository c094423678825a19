import type { CompanySettings, CompanySettingsValues } from '@rikuun/contract';
import type { CompanyCtx } from '../../lib/context.ts';
import { keepVersion } from '../../lib/db/columns.ts';
import { asActor, companyRow, ownedBy } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { unsupportedMediaType } from '../../lib/http/errors.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { type FileRow, findFiles, toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { findCompanyOr404 } from './company-rows.ts';
import { companySettings } from './company-settings.table.ts';

type SettingsRow = typeof companySettings.$inferSelect;

/** A seal is printed on invoices (PDF): PNG or JPEG only, whatever else the image store takes. */
const SEAL_TYPES = new Set(['image/png', 'image/jpeg']);

export function assertSealType(upload: Upload | undefined) {
  if (upload && !SEAL_TYPES.has(upload.contentType)) {
    throw unsupportedMediaType('社印はPNG・JPEG形式の画像を選択してください。');
  }
}

async function readSettings(db: Db | Tx, companyId: string) {
  const company = await findCompanyOr404(db, companyId);
  const [row] = await db
    .select()
    .from(companySettings)
    .where(ownedBy({ companyId }, companySettings))
    .limit(1);
  const [seal] = row?.sealImageFileId ? await findFiles(db, [row.sealImageFileId], { companyId }) : [];
  return { invoiceRegistrationNumber: company.invoiceRegistrationNumber, row, seal };
}

async function toSettings(
  ctx: CompanyCtx,
  read: { invoiceRegistrationNumber: string | null; row: SettingsRow | undefined; seal: FileRow | undefined },
): Promise<CompanySettings> {
  const { row, seal } = read;
  return {
    invoiceRegistrationNumber: read.invoiceRegistrationNumber,
    bankName: row?.bankName ?? null,
    bankCode: row?.bankCode ?? null,
    branchName: row?.branchName ?? null,
    branchCode: row?.branchCode ?? null,
    jpAccountType: (row?.jpAccountType as CompanySettings['jpAccountType']) ?? null,
    accountNumber: row?.accountNumber ?? null,
    accountHolder: row?.accountHolder ?? null,
    // Signed after any transaction: signing may read its key from the database.
    sealImpressionImage: seal ? await toStoredFile(ctx.storage, seal) : null,
    contactDepartment: row?.contactDepartment ?? null,
    contactPhone: row?.contactPhone ?? null,
    contactEmail: row?.contactEmail ?? null,
    zenginRequesterCode: row?.zenginRequesterCode ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

export async function getCompanySettings(ctx: CompanyCtx): Promise<CompanySettings> {
  return toSettings(ctx, await readSettings(ctx.db, ctx.companyId));
}

/**
 * Replaces the settings: the registration number (on companies), the bank account and, when a new
 * image came, the seal (the previous seal's bytes go once this commits). All of it or none.
 */
export async function saveCompanySettings(
  ctx: CompanyCtx,
  input: CompanySettingsValues,
  sealUpload: Upload | undefined,
): Promise<CompanySettings> {
  assertSealType(sealUpload);
  // The rest (bank account, お問い合わせ先) are columns of the settings row, replaced as sent.
  const { invoiceRegistrationNumber, deleteSealImpressionImage, ...bank } = input;
  const saved = await withFileTransaction(ctx, async (tx, stored) => {
    await asActor(ctx, tx);
    // keepVersion: the version guards what PUT /self/company writes; the 会社情報 form open beside
    // this section stays current.
    await tx
      .update(companies)
      .set({ invoiceRegistrationNumber, ...keepVersion })
      .where(companyRow(ctx));
    const [current] = await tx
      .select({ sealImageFileId: companySettings.sealImageFileId })
      .from(companySettings)
      .where(ownedBy(ctx, companySettings))
      .for('update');
    let sealImageFileId = current?.sealImageFileId ?? null;
    const replaced: string[] = [];
    if (sealUpload) {
      const [file] = await stored.save({ companyId: ctx.companyId }, [sealUpload]);
      if (sealImageFileId) replaced.push(sealImageFileId);
      sealImageFileId = file?.id ?? null;
    } else if (deleteSealImpressionImage && sealImageFileId) {
      replaced.push(sealImageFileId);
      sealImageFileId = null;
    }
    const values = { ...bank, sealImageFileId };
    await tx
      .insert(companySettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: companySettings.companyId, set: { ...values, updatedAt: ctx.clock() } });
    await stored.removeAfterCommit(replaced, { companyId: ctx.companyId });
    return readSettings(tx, ctx.companyId);
  });
  return toSettings(ctx, saved);
}
