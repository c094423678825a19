import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  companySettings,
  expenseTaxSettings,
  routingDurationSettings,
} from '../../features/companies/company-settings.table.ts';
import { makeThumbnail } from '../../lib/images/images.ts';
import { files } from '../../lib/storage/files.table.ts';
import { newStorageKey } from '../../lib/storage/keys.ts';
import { THUMBNAIL_CONTENT_TYPE, thumbnailKeyOf } from '../../lib/storage/storage.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import type { DemoSeed, DemoTenants } from './demo-seed.ts';

/** Both demo companies' details, bank accounts (valid Zengin data), seals and settings. */
const demoDetails = [
  {
    company: {
      corporateNumber: '4011001098993',
      // A corporation's registration number is T + its 法人番号: the demo's invoices are 適格請求書.
      invoiceRegistrationNumber: 'T4011001098993',
      representativeName: '運送 太郎',
      closingDay: 0,
      taxRounding: 'floor' as const,
    },
    settings: {
      bankName: 'みずほ銀行',
      bankCode: '0001',
      branchName: '本店',
      branchCode: '100',
      jpAccountType: '1',
      accountNumber: '1234567',
      accountHolder: 'ﾃﾞﾓｳﾝｿｳ(ｶ',
    },
    sealText: ['DEMO', 'UNSO'],
    expenseTax: [
      { expenseType: 'toll', taxRate: 10, taxIncluded: true },
      { expenseType: 'parking', taxRate: 10, taxIncluded: true },
      { expenseType: 'fuel', taxRate: 10, taxIncluded: true },
      { expenseType: 'other', taxRate: 10, taxIncluded: false },
    ],
    routing: { averageSpeedKmh: 25, highwaySpeedKmh: 60, detourFactor: 1.3, serviceMinutes: 5 },
  },
  {
    company: {
      corporateNumber: '7123456789012',
      invoiceRegistrationNumber: 'T7123456789012',
      representativeName: '物流 花子',
      closingDay: 20,
      taxRounding: 'round' as const,
    },
    settings: {
      bankName: '三菱UFJ銀行',
      bankCode: '0005',
      branchName: '横浜駅前支店',
      branchCode: '251',
      jpAccountType: '1',
      accountNumber: '7654321',
      accountHolder: 'ｶ)ｻﾝﾌﾟﾙﾌﾞﾂﾘﾕｳ',
    },
    sealText: ['SAMPLE', 'BUTSURYU'],
    expenseTax: [
      { expenseType: 'toll', taxRate: 10, taxIncluded: true },
      { expenseType: 'parking', taxRate: 10, taxIncluded: true },
      { expenseType: 'fuel', taxRate: 10, taxIncluded: false },
      { expenseType: 'other', taxRate: 8, taxIncluded: true },
    ],
    routing: { averageSpeedKmh: 22, highwaySpeedKmh: 70, detourFactor: 1.4, serviceMinutes: 8 },
  },
];

const escapeXml = (text: string) => text.replace(/[<>&]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A red square company seal (角印) drawn from SVG text, as a PNG. The text is in Latin letters: a
 * fresh machine may have no Japanese font for the SVG renderer, and a demo seal should not pass
 * for a real one anyway.
 */
export async function sealPng(lines: readonly string[]): Promise<Buffer> {
  const text = lines
    .map(
      (line, i) =>
        `<text x="120" y="${110 + i * 60}" font-size="${line.length > 6 ? 24 : 34}" text-anchor="middle" font-weight="bold" fill="#c8161d" font-family="DejaVu Serif, serif" letter-spacing="2">${escapeXml(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect x="10" y="10" width="220" height="220" rx="12" fill="none" stroke="#c8161d" stroke-width="10"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function storeSeal(demo: DemoTenants, companyId: string, lines: readonly string[]): Promise<string> {
  const png = await sealPng(lines);
  const storageKey = newStorageKey(new Date());
  await demo.storage.put(storageKey, png, 'image/png');
  const thumbnail = await makeThumbnail(png);
  const thumbnailKey = thumbnail ? thumbnailKeyOf(storageKey) : null;
  if (thumbnail && thumbnailKey) await demo.storage.put(thumbnailKey, thumbnail, THUMBNAIL_CONTENT_TYPE);
  const [file] = await demo.tx
    .insert(files)
    .values({
      companyId,
      storageKey,
      fileName: 'image.png',
      contentType: 'image/png',
      size: png.length,
      width: 240,
      height: 240,
      thumbnailKey,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('demo seal not stored');
  return file.id;
}

export const seedCompanies: DemoSeed = async (demo) => {
  for (const [i, companyId] of demo.companyIds.entries()) {
    const d = demoDetails[i];
    if (!d) continue;
    await demo.tx.update(companies).set(d.company).where(eq(companies.id, companyId));
    const sealImageFileId = await storeSeal(demo, companyId, d.sealText);
    await demo.tx.insert(companySettings).values({ companyId, ...d.settings, sealImageFileId });
    await demo.tx.insert(expenseTaxSettings).values(d.expenseTax.map((row) => ({ ...row, companyId })));
    await demo.tx.insert(routingDurationSettings).values({
      companyId,
      ...d.routing,
      loadingMinutes: 30,
      maxWorkingMinutes: 780,
      maxDrivingMinutes: 540,
      breakAfterDrivingMinutes: 240,
      breakMinutes: 30,
    });
  }
};
