import type { Tx } from '../../lib/db/db.ts';
import type { RenderPdf } from '../../lib/pdf/pdf-rendering.ts';
import type { Storage } from '../../lib/storage/storage.ts';

/** What every feature's demo seed receives: the transaction of the first start and the demo tenants. */
export type DemoTenants = {
  tx: Tx;
  /** The first start's date in Asia/Tokyo: demo dates are days relative to it. */
  today: string;
  /** The first start's instant (records of work done earlier today are before it). */
  now: Date;
  /** The demo password's hash, for demo users who sign in. */
  passwordHash: string;
  /** デモ運送株式会社 (admin@example.com) and 株式会社サンプル物流 (admin2@example.com). */
  companyIds: [demo: string, sample: string];
  /** デモ荷主 (consignor@example.com). */
  consignorId: string;
  /** Where demo files (a company seal ...) are stored; their rows go through tx. */
  storage: Storage;
  /** How the demo's documents (payment notices) are drawn: the app's PDF workers. */
  renderPdf: RenderPdf;
};

export type DemoSeed = (demo: DemoTenants) => Promise<void>;
