import { addDays, type CourseStatus, type DestinationStatus, weekdayOf, weekOf } from '@rikuun/contract';
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bases } from '../../features/bases/bases.table.ts';
import { clientBases } from '../../features/clients/clients.table.ts';
import { contracts } from '../../features/contracts/contracts.table.ts';
import { courses } from '../../features/courses/courses.table.ts';
import { destinationActions } from '../../features/destination-actions/destination-actions.table.ts';
import { destinations } from '../../features/destinations/destinations.table.ts';
import { drivers } from '../../features/drivers/drivers.table.ts';
import { vehicles } from '../../features/vehicles/vehicles.table.ts';
import { uuidv7 } from '../../lib/db/columns.ts';
import {
  adachiKatsushika,
  type DemoStop,
  kotoChuo,
  minatoShibuya,
  nerimaItabashi,
  shinagawaOta,
} from './course-sites.ts';
import type { DemoSeed } from './demo-seed.ts';

/** Driver and vehicle by position in the seed's order (drivers.ts, demo-data.ts); null = 未割当. */
type Pick = (day: number) => number | null;

type Template = {
  name: string;
  contract: string;
  start: string;
  end: string;
  stops: DemoStop[];
  count: number;
  /** 1 = 月 … 5 = 金. */
  weekdays: number[];
  driver: Pick;
  vehicle: Pick;
  /** The first stop is this client base (集荷). */
  pickup?: string;
  /** Today's progress: stops completed, then one arrived. */
  today?: { completed: number; arrived: number };
};

// Drivers: 0 山田 (driver@example.com), 1 佐藤, 2 鈴木, 3 田中, 4 伊藤, 5 渡辺, 6 中村, 8 加藤 (7 小林 is inactive).
// Vehicles: 0 2t, 1 4t 冷凍, 2 軽バン, 3 大型 10t.
const TEMPLATES: Template[] = [
  {
    name: 'A便 豊洲→江東・中央',
    contract: '豊洲定期ルート便',
    start: '06:30',
    end: '12:30',
    stops: kotoChuo,
    count: 10,
    weekdays: [1, 2, 3, 4, 5],
    driver: () => 0,
    vehicle: () => 1,
    pickup: '豊洲物流センター',
    today: { completed: 3, arrived: 1 },
  },
  {
    name: 'B便 港・渋谷 飲食店',
    contract: '飲食店向け個建配送',
    start: '09:00',
    end: '15:00',
    stops: minatoShibuya,
    count: 8,
    weekdays: [1, 2, 3, 4, 5],
    driver: (d) => [1, 2, 1, 4, 1][d % 5] ?? 1,
    vehicle: () => 2,
    today: { completed: 5, arrived: 0 },
  },
  {
    name: 'C便 練馬・板橋 店舗配送',
    contract: '店舗配送（日当）',
    start: '08:00',
    end: '17:00',
    stops: nerimaItabashi,
    count: 7,
    weekdays: [1, 2, 3, 4, 5],
    driver: (d) => (d % 3 === 2 ? 3 : 5),
    vehicle: () => 0,
  },
  {
    name: 'D便 足立・葛飾 店舗納品',
    contract: '店舗納品（1件）',
    start: '13:00',
    end: '18:00',
    stops: adachiKatsushika,
    count: 9,
    weekdays: [1, 3, 5],
    // Every other day without a driver; the 2t is also on C便 then (a vehicle used twice).
    driver: (d) => (d % 2 === 0 ? null : 8),
    vehicle: (d) => (d % 2 === 0 ? 0 : null),
  },
  {
    name: 'E便 品川・大田 工場間チャーター',
    contract: '工場間チャーター（時間）',
    start: '10:00',
    end: '16:00',
    stops: shinagawaOta,
    count: 6,
    weekdays: [2, 4],
    driver: () => 6,
    vehicle: () => 3,
  },
];

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const at = (date: string, minute: number) =>
  new Date(
    `${date}T${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}:00+09:00`,
  );

/** Stops in nearest-neighbour order from a start point, so the demo's route lines look like a route. */
function routeOrder(stops: DemoStop[], from: { lat: number; lng: number }): DemoStop[] {
  const left = [...stops];
  const ordered: DemoStop[] = [];
  let here = from;
  while (left.length > 0) {
    const distance = (s: DemoStop) => (s[4] - here.lat) ** 2 + ((s[5] - here.lng) * 0.81) ** 2;
    const next = left.reduce((best, s) => (distance(s) < distance(best) ? s : best));
    left.splice(left.indexOf(next), 1);
    ordered.push(next);
    here = { lat: next[4], lng: next[5] };
  }
  return ordered;
}

/**
 * The dates shown: every weekday of this week and next, and today and yesterday whatever day they
 * are, so today always has courses in progress and yesterday a completed one.
 */
function demoDates(today: string): string[] {
  const weekdays = [...weekOf(today), ...weekOf(addDays(today, 7))].filter((d) => weekdayOf(d) % 6 !== 0);
  return [...new Set([...weekdays, today, addDays(today, -1)])].sort();
}

/**
 * デモ運送株式会社's courses for this week and next: past days completed, today's first two courses
 * under way (3/10 完了 …), the rest planned; some without a driver or vehicle.
 */
export const seedCourses: DemoSeed = async ({ tx, today, now, companyIds: [companyId] }) => {
  const ofCompany = (t: { companyId: AnyPgColumn }) => eq(t.companyId, companyId);
  const people = await tx
    .select()
    .from(drivers)
    .where(ofCompany(drivers))
    .orderBy(asc(drivers.createdAt), asc(drivers.id));
  const trucks = await tx
    .select()
    .from(vehicles)
    .where(ofCompany(vehicles))
    .orderBy(asc(vehicles.createdAt), asc(vehicles.id));
  const deals = await tx.select().from(contracts).where(ofCompany(contracts));
  const sites = await tx.select().from(clientBases).where(ofCompany(clientBases));
  const [base] = await tx.select().from(bases).where(ofCompany(bases)).orderBy(asc(bases.createdAt)).limit(1);
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const stopRows: (typeof destinations.$inferInsert)[] = [];
  const actionRows: (typeof destinationActions.$inferInsert)[] = [];

  for (const [day, date] of demoDates(today).entries()) {
    const weekday = weekdayOf(date);
    const weekend = weekday % 6 === 0;
    // A weekend day (today or yesterday) gets a 土日便 of A便 only.
    const templates = TEMPLATES.filter((t) => (weekend ? t === TEMPLATES[0] : t.weekdays.includes(weekday)));
    for (const t of templates) {
      const contract = deals.find((c) => c.name === t.contract);
      // Only courses still ahead lack a driver or vehicle: a past one was run by someone.
      const driverIndex = date < today ? (t.driver(day) ?? 8) : t.driver(day);
      const vehicleIndex = date < today ? (t.vehicle(day) ?? 0) : t.vehicle(day);
      const driver = driverIndex === null ? undefined : people[driverIndex];
      const progress =
        date < today ? { completed: t.count, arrived: 0 } : date === today ? t.today : undefined;
      const status: CourseStatus = !progress
        ? 'planned'
        : progress.completed >= t.count
          ? 'completed'
          : 'in_progress';
      const courseId = uuidv7();
      courseRows.push({
        id: courseId,
        companyId,
        deliveryDate: date,
        name: weekend ? `${t.name}（土日便）` : t.name,
        contractId: contract?.id ?? null,
        clientId: contract?.clientId ?? null,
        driverId: driver?.id ?? null,
        vehicleId: vehicleIndex === null ? null : (trucks[vehicleIndex]?.id ?? null),
        baseId: base?.id ?? null,
        startTime: t.start,
        endTime: t.end,
        status,
        assignmentNotifiedAt: driver && date <= today ? at(addDays(date, -1), 17 * 60) : null,
      });
      const offset = day % t.stops.length;
      const chosen = [...t.stops.slice(offset), ...t.stops.slice(0, offset)];
      const pickup = t.pickup ? sites.find((s) => s.name === t.pickup) : undefined;
      const count = pickup ? t.count - 1 : t.count;
      const plan = [
        ...(pickup ? [{ stop: null, site: pickup }] : []),
        ...routeOrder(chosen.slice(0, count), {
          lat: pickup?.latitude ?? base?.latitude ?? 35.68,
          lng: pickup?.longitude ?? base?.longitude ?? 139.77,
        }).map((stop) => ({ stop, site: null })),
      ];
      // Each stop's slot of the planned hours, in route order: its window and, once run, its times.
      const slot = (minutes(t.end) - minutes(t.start)) / plan.length;
      const slotStart = (i: number) => minutes(t.start) + Math.floor((slot * i) / 30) * 30;
      const lastDone = (progress?.completed ?? 0) + (progress?.arrived ?? 0);
      for (const [i, { stop, site }] of plan.entries()) {
        const destinationId = uuidv7();
        const state: DestinationStatus =
          i < (progress?.completed ?? 0) ? 'completed' : i < lastDone ? 'arrived' : 'pending';
        const window = [hhmm(slotStart(i)), hhmm(Math.min(slotStart(i) + 120, minutes(t.end)))];
        stopRows.push({
          id: destinationId,
          companyId,
          courseId,
          type: site ? 'pickup' : 'delivery',
          sequence: i + 1,
          name: site ? site.name : (stop?.[0] ?? ''),
          zipCode: site ? site.zipCode : (stop?.[1] ?? null),
          address1: site ? site.address1 : (stop?.[2] ?? null),
          address2: site ? site.address2 : (stop?.[3] ?? null),
          phone: `03-${String(5200 + i * 37 + day).padStart(4, '0')}-${String(1000 + i * 111).slice(0, 4)}`,
          latitude: site ? site.latitude : (stop?.[4] ?? null),
          longitude: site ? site.longitude : (stop?.[5] ?? null),
          timeWindowStart: site ? t.start : i % 3 === 2 ? null : window[0],
          timeWindowEnd: site ? null : i % 3 === 2 ? null : window[1],
          serviceMinutes: site ? 30 : 10 + (i % 3) * 5,
          quantity: site ? null : 2 + ((i * 7 + day) % 24),
          weightKg: site ? null : 5 * (1 + ((i * 3 + day) % 16)),
          clientBaseId: site?.id ?? null,
          memo: i === 2 ? '裏口から納品。インターホンを鳴らしてください。' : null,
          status: state,
        });
        if (state === 'pending') continue;
        // Past days: through the planned hours; today: finished shortly before now, the latest last.
        const pastAt = at(date, Math.round(minutes(t.start) + 10 + slot * i));
        const todayAt = new Date(
          Math.max(at(today, 1 + i).getTime(), now.getTime() - (lastDone - i) * 25 * 60_000),
        );
        const arrivedAt = date < today ? pastAt : todayAt;
        const recorded = { companyId, destinationId, courseId, recordedBy: driver?.userId ?? null };
        actionRows.push({ ...recorded, type: 'arrived', at: arrivedAt });
        if (state === 'completed') {
          const done = new Date(Math.min(arrivedAt.getTime() + 8 * 60_000, now.getTime()));
          actionRows.push({ ...recorded, type: 'completed', at: done });
        }
      }
    }
  }
  await tx.insert(courses).values(courseRows);
  for (let i = 0; i < stopRows.length; i += 500)
    await tx.insert(destinations).values(stopRows.slice(i, i + 500));
  for (let i = 0; i < actionRows.length; i += 500)
    await tx.insert(destinationActions).values(actionRows.slice(i, i + 500));
};
