import holidayJp from '@holiday-jp/holiday_jp';

/**
 * Business-date arithmetic on YYYY-MM-DD text (Asia/Tokyo dates, computed as UTC days so the
 * machine's time zone never shifts a day), and Japan's national holidays (祝日) from @holiday-jp.
 */
const DAY_MS = 86_400_000;
const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Whole days from `from` to `to` (YYYY-MM-DD); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / DAY_MS);

/** Today's date in Asia/Tokyo, as YYYY-MM-DD: business dates are Japanese dates wherever the code runs. */
export function todayInTokyo(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Tokyo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The instant a Tokyo business date starts (Japan keeps no daylight saving time: always +09:00). */
export const tokyoDayStart = (date: string): Date => new Date(`${date}T00:00:00+09:00`);

const tokyoMonthDayTime = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as messages name it, in Tokyo time: 「11/26 09:05」. */
export const formatTokyoMonthDayTime = (instant: Date): string => tokyoMonthDayTime.format(instant);

/** A business date as the product shows it: 2026/12/31 (木). */
export const formatDateWithWeekday = (date: string): string =>
  `${date.replaceAll('-', '/')} (${weekdayLabels[weekdayOf(date)]})`;

/** 0 = 日曜 … 6 = 土曜. */
export const weekdayOf = (date: string): number => new Date(toUtc(date)).getUTCDay();
export const weekdayLabels = ['日', '月', '火', '水', '木', '金', '土'] as const;

/** The Monday-to-Sunday week that contains the date (the 配車表's columns). */
export function weekOf(date: string): string[] {
  const monday = addDays(date, -((weekdayOf(date) + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

const holidays = holidayJp.holidays as Record<string, { name: string } | undefined>;

/** The national holiday's name (元日, 振替休日 …), or null on an ordinary day. */
export const holidayName = (date: string): string | null => holidays[date]?.name ?? null;

/**
 * Every date from `from` to `to` (both included) whose weekday is one of `weekdays` (0 = 日曜):
 * 定期便 such as 月〜金 for four weeks. At most 366 dates.
 */
export function datesByWeekdays(from: string, to: string, weekdays: readonly number[]): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to && dates.length < 366; d = addDays(d, 1))
    if (weekdays.includes(weekdayOf(d))) dates.push(d);
  return dates;
}

/**
 * Banks are closed on weekends, 祝日 and 12/31–1/3 (銀行法施行令 第5条): a transfer or a due date on
 * such a day moves to a business day.
 */
export function isBankBusinessDay(date: string): boolean {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6 || holidayName(date)) return false;
  const monthDay = date.slice(5);
  return !(monthDay === '12-31' || monthDay <= '01-03');
}

/** The date itself when banks are open, else the nearest business day before (-1) or after (+1) it. */
export function bankBusinessDay(date: string, direction: -1 | 1): string {
  let day = date;
  // Banks never close for more than a week (年末年始 and a weekend): the bound keeps a date far outside
  // the calendar (year 0, 9999) from walking on forever.
  for (let step = 0; step < 10 && !isBankBusinessDay(day); step++) day = addDays(day, direction);
  return day;
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const year = y + years;
  const last = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${year}-${String(m).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The same day `months` later, or the month's last day when it has no such day (1/31 + 1 → 2/28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}
