/**
 * 自動車事故報告規則 (domain-ja §6): which reports an accident calls for and by when.
 * - 事故報告書 within 30 days of the accident (第2条・第3条) for the listed serious accidents;
 * - 速報 within 24 hours (第4条) for the worst of them.
 * Pure: the server puts the result in every answer, the web shows it, the unit tests hold the rules.
 */

import { addDays } from './calendar-dates.ts';

/**
 * The criteria a report records (in its details), besides the numbers of casualties, in the order of
 * 第2条. `collision` is no reason by itself: it tells whether dangerous goods spilled through a
 * collision (第4条 第1項 第3号).
 */
export const accidentCriteria = [
  'overturned',
  'fellOffRoad',
  'fire',
  'railwayContact',
  'collision',
  'dangerousGoodsSpilled',
  'containerFallen',
  'drunkDriving',
  'unlicensedDriving',
  'unqualifiedLargeVehicle',
  'drugDriving',
  'driverIllness',
  'failureToAid',
  'vehicleFailure',
  'wheelDetached',
  'trailerDetached',
  'railwayStopped3h',
  'expresswayClosed3h',
  'publicImpact',
] as const;
export type AccidentCriterion = (typeof accidentCriteria)[number];

export const accidentCriterionLabels: Record<AccidentCriterion, string> = {
  overturned: '転覆',
  fellOffRoad: '道路外への転落',
  fire: '火災',
  railwayContact: '鉄道車両との衝突・接触',
  collision: '他の自動車・物件との衝突・接触',
  dangerousGoodsSpilled: '危険物等の飛散・漏えい',
  containerFallen: 'コンテナの落下',
  drunkDriving: '酒気帯び運転',
  unlicensedDriving: '無免許運転',
  unqualifiedLargeVehicle: '大型自動車等無資格運転',
  drugDriving: '麻薬等運転',
  driverIllness: '運転者の疾病による運行中断',
  failureToAid: '救護義務違反',
  vehicleFailure: '車両故障による運行不能',
  wheelDetached: '車輪の脱落',
  trailerDetached: '被牽引自動車の分離',
  railwayStopped3h: '鉄道の運転休止（3時間以上）',
  expresswayClosed3h: '高速道路の通行止め（3時間以上）',
  publicImpact: '国土交通大臣等が報告を指示したもの',
};

/** The criteria that call for the 30-day report by themselves (第2条, besides the numbers). */
const reportCriteria: readonly AccidentCriterion[] = accidentCriteria.filter((k) => k !== 'collision');
/** The ways a spill of dangerous goods calls for the 速報 (第4条 第1項 第3号). */
const spillCauses: readonly AccidentCriterion[] = [
  'overturned',
  'fellOffRoad',
  'fire',
  'railwayContact',
  'collision',
];

/** What the rules read from a report. */
export type AccidentFacts = {
  accidentDate: string;
  /** HH:mm, Tokyo time. */
  accidentTime: string;
  injuries: { deaths: number; serious: number; minor: number };
  /** 事故に関係した車両の数 (this vehicle included); null when not recorded. */
  vehiclesInvolved: number | null;
} & Partial<Record<AccidentCriterion, boolean | null>>;

export const reportDeadlineKinds = ['flash_24h', 'report_30d'] as const;
export type ReportDeadlineKind = (typeof reportDeadlineKinds)[number];
export const reportDeadlineKindLabels: Record<ReportDeadlineKind, string> = {
  flash_24h: '24時間以内速報',
  report_30d: '30日以内報告',
};

export type ReportDeadline = {
  /** The most urgent report due: the 速報, else the 30-day report; null when the rules ask for none. */
  kind: ReportDeadlineKind | null;
  /** When the most urgent report is due: ISO date-time with +09:00 (the 速報: 24 hours after). */
  dueAt: string | null;
  /** Its date, YYYY-MM-DD (Tokyo). */
  dueOn: string | null;
  /** The 30-day 事故報告書's date whenever one is due, also alongside a 速報. */
  reportDueOn: string | null;
  /** Why, in Japanese: the 速報's reasons first, then the report's. */
  reasons: string[];
};

export const FLASH_REPORT_HOURS = 24;
export const ACCIDENT_REPORT_DAYS = 30;

/** The accident's time plus hours, as Tokyo local time with its offset. */
function tokyoPlusHours(date: string, time: string, hours: number): string {
  const at = new Date(`${date}T${time}:00+09:00`);
  const due = new Date(at.getTime() + hours * 3_600_000 + 9 * 3_600_000);
  return `${due.toISOString().slice(0, 16)}:00+09:00`;
}

/** The 30-day report's reasons (自動車事故報告規則 第2条, every 号). */
export function reportReasons(f: AccidentFacts): string[] {
  const { deaths, serious, minor } = f.injuries;
  const reasons: string[] = [];
  const flag = (k: AccidentCriterion) => {
    if (f[k]) reasons.push(accidentCriterionLabels[k]);
  };
  for (const k of reportCriteria.slice(0, 4)) flag(k);
  if ((f.vehiclesInvolved ?? 0) >= 10) reasons.push(`10台以上の車両が関係（${f.vehiclesInvolved}台）`);
  if (deaths > 0 || serious > 0) reasons.push(`死者又は重傷者（死者${deaths}名・重傷者${serious}名）`);
  if (deaths + serious + minor >= 10) reasons.push(`10名以上の負傷者（${deaths + serious + minor}名）`);
  for (const k of reportCriteria.slice(4)) flag(k);
  return reasons;
}

/** What a spill happened through, by the criteria recorded. */
const spilledThrough = (f: AccidentFacts) =>
  spillCauses.filter((k) => f[k]).map((k) => accidentCriterionLabels[k]);

/** The 24-hour 速報's reasons (第4条 第1項 for a freight carrier, as domain-ja §6 lists them). */
export function flashReasons(f: AccidentFacts): string[] {
  const { deaths, serious, minor } = f.injuries;
  const reasons: string[] = [];
  if (deaths >= 2) reasons.push(`2名以上の死者（${deaths}名）`);
  if (serious >= 5) reasons.push(`5名以上の重傷者（${serious}名）`);
  if (deaths + serious + minor >= 10) reasons.push(`10名以上の負傷者（${deaths + serious + minor}名）`);
  if (f.dangerousGoodsSpilled) {
    const through = spilledThrough(f);
    if ((f.vehiclesInvolved ?? 0) >= 2 && !f.collision) through.push('他の車両との衝突');
    if (through.length > 0) {
      reasons.push(`${accidentCriterionLabels.dangerousGoodsSpilled}（${through.join('・')}による）`);
    }
  }
  if (f.drunkDriving) reasons.push(accidentCriterionLabels.drunkDriving);
  return reasons;
}

/** The deadline a report calls for, derived from its facts (nothing stored, so never stale). */
export function reportDeadlineOf(f: AccidentFacts): ReportDeadline {
  const flash = flashReasons(f);
  const report = reportReasons(f);
  // A 速報 is followed by the 30-day report in every case (第4条 第1項).
  const reportDueOn =
    report.length > 0 || flash.length > 0 ? addDays(f.accidentDate, ACCIDENT_REPORT_DAYS) : null;
  if (flash.length > 0) {
    const dueAt = tokyoPlusHours(f.accidentDate, f.accidentTime, FLASH_REPORT_HOURS);
    // A 速報 reason already names the report's (the spill's names its cause besides).
    const rest = report.filter((r) => !flash.some((x) => x.startsWith(r)));
    return { kind: 'flash_24h', dueAt, dueOn: dueAt.slice(0, 10), reportDueOn, reasons: [...flash, ...rest] };
  }
  if (report.length > 0 && reportDueOn) {
    return {
      kind: 'report_30d',
      dueAt: `${reportDueOn}T23:59:00+09:00`,
      dueOn: reportDueOn,
      reportDueOn,
      reasons: report,
    };
  }
  return { kind: null, dueAt: null, dueOn: null, reportDueOn: null, reasons: [] };
}
