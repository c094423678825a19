import { formatTokyoMonthDayTime } from './calendar-dates.ts';
import { WAITING_RECORD_MINUTES } from './daily-report-fees.ts';
import type { DailyReport } from './daily-reports.ts';
import type { vehicleClasses } from './vehicles.ts';

/**
 * What 輸送安全規則 第8条 asks a 日報 (乗務等の記録) to hold before staff may approve it (domain-ja §6).
 * Pure: the server gathers the facts of the day (vehicle, contract, actions, accidents) and the web
 * shows the same list before the approve button is pressed.
 */

/** 荷役 is recorded from 1 hour, unless the contract lists the tasks (domain-ja §6 荷役). */
export const LOADING_RECORD_MINUTES = 60;
/** A course ending this much after its planned end is a 著しい遅延 the report must explain. */
export const MAJOR_DELAY_MINUTES = 60;
/** 積載状況 is recorded for vehicles of 車両総重量 8 t or 最大積載量 5 t and over. */
export const LOAD_STATUS_GROSS_WEIGHT_KG = 8_000;
export const LOAD_STATUS_MAX_LOAD_KG = 5_000;

/**
 * Whether the vehicle's 日報 records 積載状況: by its weights, and always for 大型 (総重量 11 t and over
 * by definition) and トレーラー; a smaller class without weights is not presumed to be over the line.
 */
export function needsLoadStatus(v: {
  grossWeightKg: number | null;
  maxLoadKg: number | null;
  vehicleClass: (typeof vehicleClasses)[number];
}): boolean {
  if (v.grossWeightKg !== null && v.grossWeightKg >= LOAD_STATUS_GROSS_WEIGHT_KG) return true;
  if (v.maxLoadKg !== null && v.maxLoadKg >= LOAD_STATUS_MAX_LOAD_KG) return true;
  return v.vehicleClass === 'large' || v.vehicleClass === 'trailer';
}

/** A span the phone recorded at a stop (荷待ち or 荷役), ISO instants. */
export type RecordedSpan = { place: string; start: string; end: string };

/** What the day holds beyond the report itself. */
export type DailyReportDayFacts = {
  /** The report's vehicle records 積載状況 (needsLoadStatus). */
  loadStatusRequired: boolean;
  /** The report's contract lists the 荷役・附帯業務, so 荷役 need not be recorded here. */
  contractListsLoading: boolean;
  /** 荷待ち of 30 minutes or more recorded by the phone on the report's courses. */
  waits: RecordedSpan[];
  /** 荷役 of 1 hour or more recorded by the phone on the report's courses. */
  loadings: RecordedSpan[];
  /** Accident reports of the driver on the date. */
  accidents: number;
  /** Courses of the report that ended MAJOR_DELAY_MINUTES or more after their planned end. */
  delayedCourses: string[];
};

export const noDayFacts: DailyReportDayFacts = {
  loadStatusRequired: false,
  contractListsLoading: false,
  waits: [],
  loadings: [],
  accidents: 0,
  delayedCourses: [],
};

export type DailyReportRecord = Pick<
  DailyReport,
  | 'vehicleId'
  | 'startAt'
  | 'endAt'
  | 'startPlace'
  | 'endPlace'
  | 'startOdometerKm'
  | 'endOdometerKm'
  | 'trackDistanceKm'
  | 'waypoints'
  | 'breaks'
  | 'driverChanges'
  | 'loadStatus'
  | 'waitingRecords'
  | 'loadingWork'
  | 'accidentOrDelay'
>;

/** One item the report lacks: the field (path as in validation errors) and its Japanese name. */
export type MissingItem = { field: string; label: string };

const minutesBetween = (a: string | null, b: string | null) =>
  a && b ? (new Date(b).getTime() - new Date(a).getTime()) / 60_000 : null;

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** 「配送先1 11/10 07:00〜07:40」. */
function spanText(s: RecordedSpan) {
  const end = formatTokyoMonthDayTime(new Date(s.end)).split(' ').at(-1);
  return `${s.place} ${formatTokyoMonthDayTime(new Date(s.start))}〜${end}`;
}

const overlaps = (s: RecordedSpan, start: string | null, end: string | null) =>
  start !== null &&
  end !== null &&
  new Date(start).getTime() < new Date(s.end).getTime() &&
  new Date(end).getTime() > new Date(s.start).getTime();

function requireEach<T>(
  rows: T[],
  prefix: string,
  name: (n: number) => string,
  fields: [keyof T & string, string][],
  applies: (row: T) => boolean = () => true,
): MissingItem[] {
  return rows.flatMap((row, i) =>
    applies(row)
      ? fields
          .filter(([key]) => blank(row[key] as string | null))
          .map(([key, label]) => ({ field: `${prefix}.${i}.${key}`, label: `${name(i + 1)}の${label}` }))
      : [],
  );
}

/** Every item 第8条 asks for that the report lacks, in the order of the form; empty when complete. */
export function missingDailyReportItems(r: DailyReportRecord, facts: DailyReportDayFacts): MissingItem[] {
  const missing: MissingItem[] = [];
  const need = (ok: boolean, field: string, label: string) => {
    if (!ok) missing.push({ field, label });
  };
  need(r.vehicleId !== null, 'vehicleId', '車両');
  need(r.startAt !== null, 'startAt', '業務開始の日時');
  need(!blank(r.startPlace), 'startPlace', '業務開始の地点');
  need(r.endAt !== null, 'endAt', '業務終了の日時');
  need(!blank(r.endPlace), 'endPlace', '業務終了の地点');
  need(
    (r.startOdometerKm !== null && r.endOdometerKm !== null) || r.trackDistanceKm !== null,
    'endOdometerKm',
    '走行距離（開始・終了メーター）',
  );
  need(!blank(r.waypoints), 'waypoints', '主な経過地点');
  missing.push(
    ...requireEach(r.breaks, 'breaks', (n) => `休憩${n}`, [
      ['end', '終了時刻'],
      ['place', '場所'],
    ]),
    ...requireEach(r.driverChanges, 'driverChanges', (n) => `運転交替${n}`, [['place', '地点']]),
  );
  need(!facts.loadStatusRequired || !blank(r.loadStatus), 'loadStatus', '積載状況');

  // 荷待ち of 30 minutes or more (or of unknown length) needs its place and times.
  const longWait = (w: DailyReportRecord['waitingRecords'][number]) =>
    (minutesBetween(w.arrivedAt, w.departedAt) ?? WAITING_RECORD_MINUTES) >= WAITING_RECORD_MINUTES;
  missing.push(
    ...requireEach(
      r.waitingRecords,
      'waitingRecords',
      (n) => `荷待ち${n}`,
      [
        ['place', '場所'],
        ['arrivedAt', '到着日時'],
        ['departedAt', '出発日時'],
      ],
      longWait,
    ),
  );
  for (const wait of facts.waits)
    need(
      r.waitingRecords.some((w) => overlaps(wait, w.arrivedAt, w.departedAt)),
      'waitingRecords',
      `荷待ち（${spanText(wait)}）の記録`,
    );

  if (!facts.contractListsLoading) {
    const longLoading = (l: DailyReportRecord['loadingWork'][number]) =>
      (minutesBetween(l.startAt, l.endAt) ?? LOADING_RECORD_MINUTES) >= LOADING_RECORD_MINUTES;
    missing.push(
      ...requireEach(
        r.loadingWork,
        'loadingWork',
        (n) => `荷役${n}`,
        [
          ['place', '場所'],
          ['startAt', '開始日時'],
          ['endAt', '終了日時'],
          ['description', '作業内容'],
        ],
        longLoading,
      ),
    );
    for (const loading of facts.loadings)
      need(
        r.loadingWork.some((l) => overlaps(loading, l.startAt, l.endAt)),
        'loadingWork',
        `荷役（${spanText(loading)}）の記録`,
      );
  }

  if (facts.accidents > 0 || facts.delayedCourses.length > 0) {
    const why = [
      facts.accidents > 0 ? `事故報告${facts.accidents}件` : null,
      facts.delayedCourses.length > 0 ? `${facts.delayedCourses.join('、')}の遅延` : null,
    ].filter(Boolean);
    need(!blank(r.accidentOrDelay), 'accidentOrDelay', `事故・著しい遅延の概要と原因（${why.join('、')}）`);
  }
  return missing;
}

/** The 409 message, naming every missing item in Japanese. */
export const missingItemsMessage = (items: MissingItem[]) =>
  `乗務記録として必要な項目が未記入のため承認できません：${items.map((i) => i.label).join('、')}`;
