import { addDays, routingSourceLabels } from '@rikuun/contract';
import {
  routingSourceRows,
  routingSourceUploads,
} from '../../features/routing-source/routing-source.table.ts';
import {
  type PlatformStop,
  platformCourses,
} from '../../features/system-admin-courses/system-admin-courses.table.ts';
import type { DemoSeed } from './demo-seed.ts';

type Stop = [
  route: string,
  name: string,
  zip: string,
  address: string,
  from: string | null,
  to: string | null,
  qty: number,
];

/** Tomorrow's delivery data of デモ荷主: three routes, and one row missing its address. */
const stops: Stop[] = [
  ['銀座便', '銀座セントラル食堂', '104-0061', '東京都中央区銀座4-6-16', '08:00', '10:00', 12],
  ['銀座便', 'カフェ みゆき通り', '104-0061', '東京都中央区銀座5-8-1', '09:00', '11:00', 4],
  ['銀座便', '銀座三丁目ベーカリー', '104-0061', '東京都中央区銀座3-2-15', null, null, 6],
  ['新橋便', '新橋駅前酒場', '105-0004', '東京都港区新橋2-16-1', '14:00', '17:00', 20],
  ['新橋便', '汐留オフィス給湯室', '105-7090', '東京都港区東新橋1-8-2', '10:00', '12:00', 3],
  ['新橋便', '虎ノ門キッチン', '105-0001', '東京都港区虎ノ門1-17-1', null, null, 8],
  ['築地便', '築地場外 丸和商店', '104-0045', '東京都中央区築地4-10-5', '06:00', '08:00', 30],
  ['築地便', '勝どきマンション管理室', '104-0054', '', null, null, 2],
];

/**
 * デモ荷主's upload of tomorrow's rows (consignor@example.com sees them on 配送データ): the 銀座便 rows
 * already turned into an unassigned platform course (processed), the others new for the system
 * administrator to import (コース割当), and one row kept with its error.
 */
export const seedRoutingSource: DemoSeed = async ({ tx, today, now, consignorId }) => {
  const tomorrow = addDays(today, 1);
  const [upload] = await tx
    .insert(routingSourceUploads)
    .values({
      consignorId,
      fileName: `配送データ_${tomorrow.replaceAll('-', '')}.csv`,
      encoding: 'shift_jis',
      rowCount: stops.length,
      errorCount: 1,
      uploadedAt: now,
    })
    .returning({ id: routingSourceUploads.id });
  if (!upload) throw new Error('demo upload not created');
  const rows = await tx
    .insert(routingSourceRows)
    .values(
      stops.map(([route, name, zip, address, from, to, qty], i) => ({
        consignorId,
        uploadId: upload.id,
        lineNumber: i + 2,
        deliveryDate: tomorrow,
        routeKey: route,
        name,
        zipCode: zip,
        address1: address || null,
        timeWindowStart: from,
        timeWindowEnd: to,
        quantity: qty,
        errors: address
          ? []
          : [{ field: 'address1', message: `${routingSourceLabels.address1}を入力してください` }],
        status: route === '銀座便' ? ('processed' as const) : ('new' as const),
        processedAt: route === '銀座便' ? now : null,
      })),
    )
    .returning();
  const ginza = rows.filter((r) => r.routeKey === '銀座便');
  await tx.insert(platformCourses).values({
    consignorId,
    deliveryDate: tomorrow,
    name: '銀座便',
    routeKey: '銀座便',
    stops: ginza.map(
      (r): PlatformStop => ({
        sourceRowId: r.id,
        name: r.name ?? '',
        zipCode: r.zipCode,
        address1: r.address1,
        address2: null,
        phone: null,
        latitude: null,
        longitude: null,
        timeWindowStart: r.timeWindowStart,
        timeWindowEnd: r.timeWindowEnd,
        serviceMinutes: null,
        quantity: r.quantity,
        weightKg: null,
        memo: null,
      }),
    ),
  });
};
