/**
 * 運転者台帳 (貨物自動車運送事業輸送安全規則 第9条の5) and the 適性診断 a driver must take (同 第10条
 * 第2項, 指導監督指針 第2章). Pure: the server answers with them, the alerts read them, the unit
 * tests hold the rules.
 */

import { addDays, addMonths, addYears } from './calendar-dates.ts';

/** 適性診断 (国土交通大臣が認定した診断) by what it is taken for. */
export const aptitudeTestKinds = ['initial', 'age', 'specific1', 'specific2', 'general'] as const;
export type AptitudeTestKind = (typeof aptitudeTestKinds)[number];
export const aptitudeTestKindLabels: Record<AptitudeTestKind, string> = {
  initial: '初任診断',
  age: '適齢診断',
  specific1: '特定診断Ⅰ（事故惹起）',
  specific2: '特定診断Ⅱ（事故惹起）',
  general: '一般診断',
};

/** 指導監督 (第10条): the general guidance and the special guidance of 指導監督指針 第2章. */
export const trainingKinds = ['general', 'initial', 'elderly', 'accident'] as const;
export type TrainingKind = (typeof trainingKinds)[number];
export const trainingKindLabels: Record<TrainingKind, string> = {
  general: '一般的な指導監督',
  initial: '初任運転者に対する特別な指導',
  elderly: '高齢運転者に対する特別な指導',
  accident: '事故惹起運転者に対する特別な指導',
};

/** The 台帳 is kept 3 years after the driver leaves (第9条の5 第2項). */
export const DRIVER_REGISTER_KEEP_YEARS = 3;
/** The photo is one taken within 6 months before the 台帳 is made (第9条の5 第1項). */
export const REGISTER_PHOTO_MONTHS = 6;
/** 適齢診断: within a year after 65, then every 3 years. */
export const AGE_TEST_FROM_AGE = 65;
export const AGE_TEST_EVERY_YEARS = 3;
/** An 初任診断 taken up to 3 years before the driver was appointed counts (指導監督指針). */
export const INITIAL_TEST_VALID_YEARS = 3;

/** The last day a driver's 台帳 must be kept; null while the driver has not left. */
export const driverRegisterKeepUntil = (leftOn: string | null) =>
  leftOn ? addDays(addYears(leftOn, DRIVER_REGISTER_KEEP_YEARS), -1) : null;

/** The day a person reaches an age: the day before the birthday (年齢計算ニ関スル法律). */
export const dayReachingAge = (birthDate: string, age: number) => addDays(addYears(birthDate, age), -1);

/** Age on a day, in whole years. */
export function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) >= birthDate.slice(5) ? years : years - 1;
}

export type AptitudeDueReason = 'initial' | 'age' | 'accident';
export const aptitudeDueLabels: Record<AptitudeDueReason, string> = {
  initial: '初任診断（選任前に受診）',
  age: '適齢診断（65歳以後1年以内、以後3年以内ごと）',
  accident: '特定診断（事故惹起運転者、再び乗務する前に受診）',
};

export type AptitudeDue = { reason: AptitudeDueReason; dueOn: string; message: string };

export type AptitudeFacts = {
  birthDate: string | null;
  /** 選任日, else the hire date: the day the driver starts driving for the company. */
  appointedOn: string | null;
  tests: { kind: AptitudeTestKind; takenOn: string }[];
  /** Accidents of the driver with a death or a serious injury (事故惹起運転者). */
  seriousAccidents: { accidentDate: string }[];
};

const slash = (date: string) => date.replaceAll('-', '/');

/**
 * The 適性診断 the driver has not taken yet, each with the day it is due by (most urgent first):
 * - 初任診断 before the first duty (the 選任 day), unless one was taken within 3 years before it;
 * - 適齢診断 within a year after reaching 65, then within 3 years of the last one;
 * - 特定診断 after an accident with a death or a serious injury, before driving again (due that day).
 * A test is due whatever the day: the caller decides how early to warn.
 */
export function aptitudeTestsDue(f: AptitudeFacts): AptitudeDue[] {
  const due: AptitudeDue[] = [];
  const taken = (kinds: AptitudeTestKind[], from: string) =>
    f.tests.filter((t) => kinds.includes(t.kind) && t.takenOn >= from).map((t) => t.takenOn);
  if (f.appointedOn) {
    const validFrom = addYears(f.appointedOn, -INITIAL_TEST_VALID_YEARS);
    if (taken(['initial'], validFrom).length === 0) {
      due.push({
        reason: 'initial',
        dueOn: f.appointedOn,
        message: `初任診断の受診記録がありません（選任日 ${slash(f.appointedOn)}）`,
      });
    }
  }
  if (f.birthDate) {
    const reached = dayReachingAge(f.birthDate, AGE_TEST_FROM_AGE);
    const last = taken(['age'], reached).sort().at(-1);
    const dueOn = last ? addYears(last, AGE_TEST_EVERY_YEARS) : addYears(reached, 1);
    due.push({
      reason: 'age',
      dueOn,
      message: last
        ? `適齢診断の次回受診期限は${slash(dueOn)}です（前回 ${slash(last)}）`
        : `65歳に達したため、${slash(dueOn)}までに適齢診断の受診が必要です`,
    });
  }
  for (const a of f.seriousAccidents) {
    if (taken(['specific1', 'specific2'], a.accidentDate).length > 0) continue;
    due.push({
      reason: 'accident',
      dueOn: a.accidentDate,
      message: `${slash(a.accidentDate)}の事故（死者又は重傷者）の特定診断を受診させてから乗務させてください`,
    });
    break;
  }
  return due.sort((a, b) => a.dueOn.localeCompare(b.dueOn));
}

/** The 適性診断 to show now: everything past or due within `horizonDays` (the 適齢 one far off is not). */
export const aptitudeTestsDueBy = (f: AptitudeFacts, today: string, horizonDays: number) =>
  aptitudeTestsDue(f).filter((d) => d.dueOn <= addDays(today, horizonDays));

/** Whether a photo taken on `takenOn` may stand in a 台帳 made `today` (taken within 6 months). */
export const registerPhotoIsRecent = (takenOn: string, today: string) =>
  takenOn >= addMonths(today, -REGISTER_PHOTO_MONTHS) && takenOn <= today;

/** The items of 第9条の5 that must be filled, with their Japanese names (the `missing` list's keys). */
export const registerItemLabels = {
  birthDate: '生年月日',
  address: '住所',
  hiredOn: '雇入れの年月日',
  appointedOn: '運転者に選任された年月日',
  licenseNumber: '運転免許証の番号',
  licenseClass: '運転免許の種類',
  licenseExpiresOn: '運転免許の有効期限',
  licenseConditions: '運転免許の条件',
  healthCondition: '健康状態',
  healthCheckup: '健康診断の受診記録',
  initialAptitudeTest: '初任診断の受診記録',
  photo: '写真（6か月以内に撮影したもの）',
  leftReason: '解任の理由',
} as const;
export type RegisterItem = keyof typeof registerItemLabels;

export type RegisterFacts = {
  birthDate: string | null;
  address1: string | null;
  hiredOn: string | null;
  appointedOn: string | null;
  leftOn: string | null;
  leftReason: string | null;
  licenseNumber: string | null;
  licenseClass: string | null;
  licenseExpiresOn: string | null;
  licenseConditions: string | null;
  healthCondition: string | null;
  latestCheckupOn: string | null;
  photoTakenOn: string | null;
  tests: AptitudeFacts['tests'];
};

/** What the 台帳 still lacks on `today`, in the order of 第9条の5. */
export function registerMissing(f: RegisterFacts, today: string): RegisterItem[] {
  const missing: RegisterItem[] = [];
  const need = (item: RegisterItem, ok: unknown) => {
    if (ok === null || ok === undefined || ok === '' || ok === false) missing.push(item);
  };
  need('birthDate', f.birthDate);
  need('address', f.address1);
  need('hiredOn', f.hiredOn);
  need('appointedOn', f.appointedOn);
  need('licenseNumber', f.licenseNumber);
  need('licenseClass', f.licenseClass);
  need('licenseExpiresOn', f.licenseExpiresOn);
  need('licenseConditions', f.licenseConditions);
  need('healthCondition', f.healthCondition);
  need('healthCheckup', f.latestCheckupOn);
  need(
    'initialAptitudeTest',
    f.tests.some((t) => t.kind === 'initial'),
  );
  // A driver who has left keeps the 台帳 made while he drove: its photo needs no renewal.
  need(
    'photo',
    f.photoTakenOn !== null && (f.leftOn !== null || registerPhotoIsRecent(f.photoTakenOn, today)),
  );
  if (f.leftOn) need('leftReason', f.leftReason);
  return missing;
}
