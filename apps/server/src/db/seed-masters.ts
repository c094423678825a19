import { sql } from 'drizzle-orm';
import { seedJobTypes } from '../features/driver-profiles/job-types.master.ts';
import { maintenanceTasks } from '../features/maintenances/maintenances.table.ts';
import type { Db } from '../lib/db/db.ts';

/**
 * 点検・整備項目: the usual items of Japanese fleet maintenance (日常点検・定期点検・車検 and parts).
 * Fixed ids so every installation refers to the same items; upserted at each start.
 */
export const MAINTENANCE_TASKS = [
  ['0192f000-0000-7000-8000-000000000001', '日常点検', '点検'],
  ['0192f000-0000-7000-8000-000000000002', '3か月定期点検', '点検'],
  ['0192f000-0000-7000-8000-000000000003', '12か月定期点検', '点検'],
  ['0192f000-0000-7000-8000-000000000004', '車検（継続検査）', '点検'],
  ['0192f000-0000-7000-8000-000000000005', 'エンジンオイル交換', 'オイル・液類'],
  ['0192f000-0000-7000-8000-000000000006', 'オイルエレメント交換', 'オイル・液類'],
  ['0192f000-0000-7000-8000-000000000007', '冷却水（LLC）交換', 'オイル・液類'],
  ['0192f000-0000-7000-8000-000000000008', 'ブレーキフルード交換', 'オイル・液類'],
  ['0192f000-0000-7000-8000-000000000009', 'AdBlue補充', 'オイル・液類'],
  ['0192f000-0000-7000-8000-00000000000a', 'タイヤ交換', 'タイヤ'],
  ['0192f000-0000-7000-8000-00000000000b', 'タイヤローテーション', 'タイヤ'],
  ['0192f000-0000-7000-8000-00000000000c', 'スタッドレスタイヤ履き替え', 'タイヤ'],
  ['0192f000-0000-7000-8000-00000000000d', 'ブレーキパッド・ライニング交換', '足回り'],
  ['0192f000-0000-7000-8000-00000000000e', 'バッテリー交換', '電装'],
  ['0192f000-0000-7000-8000-00000000000f', 'ランプ類交換', '電装'],
  ['0192f000-0000-7000-8000-000000000010', 'ワイパー交換', '電装'],
  ['0192f000-0000-7000-8000-000000000011', 'エアフィルター交換', 'エンジン'],
  ['0192f000-0000-7000-8000-000000000012', 'ファンベルト交換', 'エンジン'],
  ['0192f000-0000-7000-8000-000000000013', '荷台・ゲート点検', '架装'],
  ['0192f000-0000-7000-8000-000000000014', '冷凍機点検', '架装'],
  ['0192f000-0000-7000-8000-000000000015', 'タコグラフ点検', '装備'],
  ['0192f000-0000-7000-8000-000000000016', '板金・塗装', '車体'],
  ['0192f000-0000-7000-8000-000000000017', 'その他', 'その他'],
] as const;

export async function seedMasters(db: Db): Promise<void> {
  await seedJobTypes(db);
  await db
    .insert(maintenanceTasks)
    .values(
      MAINTENANCE_TASKS.map(([id, name, category], i) => ({ id, name, category, sortOrder: (i + 1) * 10 })),
    )
    .onConflictDoUpdate({
      target: maintenanceTasks.id,
      set: {
        name: sql`excluded.name`,
        category: sql`excluded.category`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}
