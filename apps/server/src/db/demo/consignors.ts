import { importSettingPresets } from '@rikuun/contract';
import { importSettings } from '../../features/import-settings/import-settings.table.ts';
import { users } from '../../lib/auth/users.table.ts';
import { consignors } from '../../lib/tenancy/consignors.table.ts';
import type { DemoSeed } from './demo-seed.ts';

/**
 * A second consignor with its user, more users for デモ荷主 (consignor@example.com stays the one who
 * signs in), and デモ運送株式会社's import settings: the standard preset and a Shift_JIS file by column.
 */
export const seedConsignors: DemoSeed = async ({ tx, consignorId, companyIds: [demoCompanyId] }) => {
  const [second] = await tx
    .insert(consignors)
    .values({
      name: '株式会社みなと食品',
      nameKana: 'ミナトショクヒン',
      zipCode: '108-0075',
      address1: '東京都港区港南',
      address2: '2-16-1 品川イーストビル 8階',
      phone: '03-5555-0123',
    })
    .returning({ id: consignors.id });
  if (!second) throw new Error('demo consignor not created');
  const signedInDaysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  await tx.insert(users).values([
    {
      email: 'shipper.sato@example.com',
      name: '佐藤 美咲',
      phone: '090-2345-6789',
      role: 'consignor_user',
      consignorId,
      lastSignedInAt: signedInDaysAgo(2),
    },
    // Invited, not signed in yet.
    {
      email: 'shipper.tanaka@example.com',
      name: '田中 健',
      phone: '03-9876-5433',
      role: 'consignor_user',
      consignorId,
    },
    {
      email: 'shipper.kimura@example.com',
      name: '木村 直樹',
      role: 'consignor_user',
      consignorId,
      active: false,
      lastSignedInAt: signedInDaysAgo(120),
    },
    {
      email: 'logistics@minato-foods.example.com',
      name: '港 太一',
      phone: '03-5555-0124',
      role: 'consignor_user',
      consignorId: second.id,
      lastSignedInAt: signedInDaysAgo(5),
    },
  ]);

  const standard = importSettingPresets.find((p) => p.key === 'standard');
  if (!standard) throw new Error('standard import preset missing');
  const { key: _key, description: _description, ...preset } = standard;
  await tx.insert(importSettings).values([
    { ...preset, companyId: demoCompanyId, name: '標準レイアウト' },
    {
      companyId: demoCompanyId,
      name: 'デモ荷主 出荷指示（Excel）',
      target: 'courses',
      encoding: 'shift_jis',
      headerRows: 2,
      columns: {
        deliveryDate: 'A',
        courseName: 'B',
        sequence: 'C',
        destinationName: 'D',
        zipCode: 'E',
        address1: 'F',
        address2: 'G',
        phone: 'H',
        timeWindowStart: 'I',
        timeWindowEnd: 'J',
        quantity: 'K',
        weightKg: 'L',
        memo: 'M',
      },
    },
  ]);
};
