import { issuedDocuments } from '../../src/features/issued-documents/issued-documents.table.ts';
import type { Db } from '../../src/lib/db/db.ts';
import { files } from '../../src/lib/storage/files.table.ts';

/**
 * An issued document of 2026-11 written straight into the tables (with a stand-in PDF row), for tests
 * that read the issue state without issuing a PDF.
 */
export async function insertIssuedDocument(
  db: Db,
  companyId: string,
  doc: {
    kind: 'invoice' | 'payment_notice';
    subject: { clientId?: string; driverId?: string };
    totalAmount: number;
    version: number;
    superseded?: boolean;
  },
) {
  const [file] = await db
    .insert(files)
    .values({
      companyId,
      storageKey: `issued-${doc.kind}-${doc.version}-${Math.random().toString(36).slice(2)}`,
      fileName: 'document.pdf',
      contentType: 'application/pdf',
      size: 1,
    })
    .returning();
  await db.insert(issuedDocuments).values({
    companyId,
    kind: doc.kind,
    documentKind: doc.kind,
    documentNumber: doc.kind === 'invoice' ? 'INV-2026-000007' : 'PN-2026-000003',
    version: doc.version,
    accountingMonth: '2026-11',
    ...doc.subject,
    counterpartyName: '宛先',
    issuedOn: '2026-11-25',
    periodFrom: '2026-10-21',
    periodTo: '2026-11-20',
    taxableAmount: doc.totalAmount,
    taxAmount: 0,
    totalAmount: doc.totalAmount,
    taxBreakdown: [],
    fileId: file?.id ?? '',
    supersededAt: doc.superseded ? new Date() : null,
  });
}
