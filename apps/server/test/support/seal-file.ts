import { eq } from 'drizzle-orm';
import { companySettings } from '../../src/features/companies/company-settings.table.ts';
import { files } from '../../src/lib/storage/files.table.ts';
import type { TestApp } from '../helpers.ts';

/**
 * Stores PNG bytes as a company's seal, as an upload that decoded leaves it (a file row with a
 * thumbnail), without going through the upload's checks, so a test can also store bytes damaged
 * after their upload.
 */
export async function storeSeal(t: TestApp, companyId: string, bytes: Buffer, storageKey: string) {
  await t.app.services.storage.put(storageKey, bytes, 'image/png');
  const [file] = await t.database.db
    .insert(files)
    .values({
      companyId,
      storageKey,
      fileName: '社印.png',
      contentType: 'image/png',
      size: bytes.length,
      thumbnailKey: `${storageKey}.thumb`,
    })
    .returning();
  await t.database.db
    .update(companySettings)
    .set({ sealImageFileId: file?.id ?? null })
    .where(eq(companySettings.companyId, companyId));
}
