import type { VehicleValues } from '@rikuun/contract';

type DemoVehicle = Pick<
  VehicleValues,
  | 'registrationNumber'
  | 'name'
  | 'vehicleClass'
  | 'maxLoadKg'
  | 'grossWeightKg'
  | 'maker'
  | 'model'
  | 'fuelType'
> & { inspectionInDays: number; insuranceInDays: number; base: number };

/** Demo companies, their bases and vehicles around Tokyo (drivers: demo/drivers.ts). Dates are days relative to the first start. */
export const demoCompanies: ReadonlyArray<{
  company: { name: string } & Record<string, string | null>;
  bases: {
    name: string;
    zipCode: string;
    address1: string;
    address2: string;
    latitude: number;
    longitude: number;
  }[];
  vehicles: DemoVehicle[];
}> = [
  {
    company: {
      name: 'デモ運送株式会社',
      nameKana: 'デモウンソウ',
      zipCode: '136-0082',
      address1: '東京都江東区新木場',
      address2: '1-2-3',
      phone: '03-1234-5678',
      invoiceRegistrationNumber: 'T4011001098993',
    },
    bases: [
      {
        name: '本社営業所',
        zipCode: '136-0082',
        address1: '東京都江東区新木場',
        address2: '1-2-3',
        latitude: 35.6434,
        longitude: 139.8289,
      },
      {
        name: '大田営業所',
        zipCode: '143-0006',
        address1: '東京都大田区平和島',
        address2: '2-1-1',
        latitude: 35.5837,
        longitude: 139.7502,
      },
    ],
    vehicles: [
      {
        registrationNumber: '品川 100 あ 12-34',
        name: '2t 1号車',
        vehicleClass: 'small',
        maxLoadKg: 2000,
        grossWeightKg: 4995,
        inspectionInDays: 20,
        insuranceInDays: 140,
        maker: 'いすゞ',
        model: 'エルフ',
        fuelType: 'diesel',
        base: 0,
      },
      {
        registrationNumber: '品川 400 か 56-78',
        name: '4t 冷凍車',
        vehicleClass: 'medium',
        maxLoadKg: 3500,
        grossWeightKg: 7990,
        inspectionInDays: 210,
        insuranceInDays: 200,
        maker: '日野',
        model: 'レンジャー',
        fuelType: 'diesel',
        base: 0,
      },
      {
        registrationNumber: '品川 480 け 90-12',
        name: '軽バン 3号車',
        vehicleClass: 'kei',
        maxLoadKg: 350,
        grossWeightKg: 1150,
        inspectionInDays: -5,
        insuranceInDays: 60,
        maker: 'スズキ',
        model: 'エブリイ',
        fuelType: 'gasoline',
        base: 1,
      },
      {
        registrationNumber: '品川 130 さ 34-56',
        name: '大型 10t',
        vehicleClass: 'large',
        maxLoadKg: 10000,
        grossWeightKg: 19950,
        inspectionInDays: 320,
        insuranceInDays: 300,
        maker: '三菱ふそう',
        model: 'スーパーグレート',
        fuelType: 'diesel',
        base: 1,
      },
    ],
  },
  {
    company: {
      name: '株式会社サンプル物流',
      nameKana: 'サンプルブツリュウ',
      zipCode: '335-0031',
      address1: '埼玉県戸田市美女木',
      address2: '4-5-6',
      phone: '048-123-4567',
      invoiceRegistrationNumber: null,
    },
    bases: [
      {
        name: '戸田センター',
        zipCode: '335-0031',
        address1: '埼玉県戸田市美女木',
        address2: '4-5-6',
        latitude: 35.8266,
        longitude: 139.6583,
      },
    ],
    vehicles: [
      {
        registrationNumber: '大宮 100 た 11-22',
        name: '2t ウイング',
        vehicleClass: 'small',
        maxLoadKg: 2000,
        grossWeightKg: 4995,
        inspectionInDays: 90,
        insuranceInDays: 150,
        maker: 'トヨタ',
        model: 'ダイナ',
        fuelType: 'diesel',
        base: 0,
      },
      {
        registrationNumber: '大宮 480 な 33-44',
        name: '軽バン',
        vehicleClass: 'kei',
        maxLoadKg: 350,
        grossWeightKg: 1150,
        inspectionInDays: 400,
        insuranceInDays: 30,
        maker: 'ダイハツ',
        model: 'ハイゼットカーゴ',
        fuelType: 'gasoline',
        base: 0,
      },
    ],
  },
];

/** Maintenance history for every demo vehicle: [days ago, task names, memo]. */
export const demoMaintenances: ReadonlyArray<[number, string[], string | null]> = [
  [200, ['12か月定期点検', 'エンジンオイル交換', 'オイルエレメント交換'], '定期点検。異常なし。'],
  [95, ['3か月定期点検', 'タイヤローテーション'], null],
  [12, ['日常点検', 'ワイパー交換'], '運転席側ワイパーのびびりを解消。'],
];
