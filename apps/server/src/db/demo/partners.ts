import type { FeeType } from '@rikuun/contract';
import { addDays } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { bases } from '../../features/bases/bases.table.ts';
import { clientBases, clients } from '../../features/clients/clients.table.ts';
import { contracts } from '../../features/contracts/contracts.table.ts';
import type { DemoSeed } from './demo-seed.ts';

type DemoSite = {
  name: string;
  zipCode: string;
  address1: string;
  address2: string;
  lat: number;
  lng: number;
};
type DemoContract = {
  name: string;
  feeType: FeeType;
  billing: number;
  payment: number | null;
  taxRate?: 10 | 0;
  /** Days from today; `to` null = open-ended. */
  from: number;
  to: number | null;
};
type DemoClient = {
  name: string;
  nameKana: string;
  phone: string;
  contactName: string;
  invoiceRegistrationNumber: string | null;
  closingDay: number;
  paymentTermMonths: number;
  paymentDay: number;
  linkToConsignor?: boolean;
  /** Road costs as 立替金 (reimbursed-tolls.ts) instead of the default 運賃. */
  tollHandling?: 'included' | 'reimbursed';
  sites: DemoSite[];
  contracts: DemoContract[];
};

/** デモ運送株式会社's clients around Tokyo, with contracts of every fee type (one ended, one future). */
const demoClients: DemoClient[] = [
  {
    name: '東京フレッシュフーズ株式会社',
    nameKana: 'トウキョウフレッシュフーズ',
    phone: '03-3520-1111',
    contactName: '物流部 山本',
    invoiceRegistrationNumber: 'T7000012050002',
    closingDay: 0,
    paymentTermMonths: 1,
    paymentDay: 0,
    linkToConsignor: true,
    sites: [
      {
        name: '豊洲物流センター',
        zipCode: '135-0061',
        address1: '東京都江東区豊洲',
        address2: '6-3-1',
        lat: 35.6456,
        lng: 139.7849,
      },
      {
        name: '大井ふ頭冷蔵倉庫',
        zipCode: '140-0003',
        address1: '東京都品川区八潮',
        address2: '2-9-1',
        lat: 35.5996,
        lng: 139.7598,
      },
    ],
    contracts: [
      {
        name: '豊洲定期ルート便',
        feeType: 'per_course',
        billing: 32000,
        payment: 25000,
        from: -180,
        to: 185,
      },
      {
        name: '飲食店向け個建配送',
        feeType: 'per_item',
        billing: 180,
        payment: 120,
        from: -180,
        to: null,
      },
      {
        name: '豊洲定期ルート便（旧単価）',
        feeType: 'per_course',
        billing: 30000,
        payment: 23500,
        from: -545,
        to: -181,
      },
    ],
  },
  {
    name: '株式会社関東ホームセンター',
    nameKana: 'カントウホームセンター',
    phone: '048-441-2222',
    contactName: '店舗物流課 佐藤',
    invoiceRegistrationNumber: 'T1010001012983',
    closingDay: 20,
    paymentTermMonths: 1,
    paymentDay: 10,
    sites: [
      {
        name: '戸田配送センター',
        zipCode: '335-0031',
        address1: '埼玉県戸田市美女木',
        address2: '7-1-1',
        lat: 35.8247,
        lng: 139.6578,
      },
      {
        name: '練馬店',
        zipCode: '179-0074',
        address1: '東京都練馬区春日町',
        address2: '3-5-10',
        lat: 35.7497,
        lng: 139.6385,
      },
    ],
    contracts: [
      { name: '店舗配送（日当）', feeType: 'per_day', billing: 28000, payment: 22000, from: -90, to: null },
      { name: '店舗納品（1件）', feeType: 'per_stop', billing: 1500, payment: 1100, from: -90, to: 275 },
    ],
  },
  {
    name: '横浜精密工業株式会社',
    nameKana: 'ヨコハマセイミツコウギョウ',
    phone: '045-511-3333',
    contactName: '総務部 鈴木',
    invoiceRegistrationNumber: 'T8010001085296',
    closingDay: 25,
    paymentTermMonths: 2,
    paymentDay: 0,
    tollHandling: 'reimbursed',
    sites: [
      {
        name: '鶴見工場',
        zipCode: '230-0053',
        address1: '神奈川県横浜市鶴見区大黒町',
        address2: '8-1',
        lat: 35.4776,
        lng: 139.6856,
      },
    ],
    contracts: [
      {
        name: '工場間チャーター（時間）',
        feeType: 'per_hour',
        billing: 5500,
        payment: 4200,
        from: -60,
        to: null,
      },
      { name: '部品輸送（距離）', feeType: 'per_km', billing: 350, payment: 260, from: 30, to: 395 },
    ],
  },
];

/** Clients with their bases and contracts for デモ運送株式会社; one client is the demo consignor's. */
export const seedPartners: DemoSeed = async ({ tx, today, companyIds: [companyId], consignorId }) => {
  const [base] = await tx.select({ id: bases.id }).from(bases).where(eq(bases.companyId, companyId)).limit(1);
  for (const demo of demoClients) {
    const [client] = await tx
      .insert(clients)
      .values({
        companyId,
        name: demo.name,
        nameKana: demo.nameKana,
        honorific: '御中',
        zipCode: demo.sites[0]?.zipCode,
        address1: demo.sites[0]?.address1,
        address2: demo.sites[0]?.address2,
        phone: demo.phone,
        contactName: demo.contactName,
        invoiceRegistrationNumber: demo.invoiceRegistrationNumber,
        closingDay: demo.closingDay,
        paymentTermMonths: demo.paymentTermMonths,
        paymentDay: demo.paymentDay,
        consignorId: demo.linkToConsignor ? consignorId : null,
        tollHandling: demo.tollHandling ?? 'included',
      })
      .returning({ id: clients.id });
    if (!client) throw new Error('demo client not created');
    await tx.insert(clientBases).values(
      demo.sites.map((s) => ({
        companyId,
        clientId: client.id,
        name: s.name,
        zipCode: s.zipCode,
        address1: s.address1,
        address2: s.address2,
        latitude: s.lat,
        longitude: s.lng,
        timeWindowStart: '08:00',
        timeWindowEnd: '17:00',
      })),
    );
    await tx.insert(contracts).values(
      demo.contracts.map((c) => ({
        companyId,
        clientId: client.id,
        name: c.name,
        feeType: c.feeType,
        billingUnitPrice: c.billing,
        paymentUnitPrice: c.payment,
        taxRate: c.taxRate ?? 10,
        validFrom: addDays(today, c.from),
        validTo: c.to === null ? null : addDays(today, c.to),
        baseId: base?.id ?? null,
        // An ended period stays on file, no longer in force.
        active: c.to === null || c.to >= 0,
      })),
    );
  }
};
