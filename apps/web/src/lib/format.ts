/** Japanese display formats (domain-ja §7). Business dates are Asia/Tokyo, whatever the browser's zone. */
const TIME_ZONE = 'Asia/Tokyo';
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const BUSINESS_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export type DateParts = {
  year: number;
  month: number;
  day: number;
  weekday: string;
  hour: number;
  minute: number;
};

const tokyoFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Year … minute of an instant in Tokyo (a plain YYYY-MM-DD as written, at 0:00), or null. */
export function partsOf(value: string | Date): DateParts | null {
  const plain = typeof value === 'string' ? BUSINESS_DATE.exec(value) : null;
  if (plain) {
    // A plain business date has no zone: take its digits as they are.
    const [year, month, day] = [Number(plain[1]), Number(plain[2]), Number(plain[3])];
    const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
    return { year, month, day, weekday, hour: 0, minute: 0 };
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return null;
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(tokyoFormatter.formatToParts(date).find((p) => p.type === type)?.value);
  const [year, month, day] = [get('year'), get('month'), get('day')];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()] ?? '';
  return { year, month, day, weekday, hour: get('hour'), minute: get('minute') };
}

export const pad = (n: number) => String(n).padStart(2, '0');

/** 2026/11/21 (土) */
export function formatDate(value: string | Date | null | undefined): string {
  const p = value ? partsOf(value) : null;
  return p ? `${p.year}/${pad(p.month)}/${pad(p.day)} (${p.weekday})` : '';
}

/** 2026年11月21日 */
export function formatDateLong(value: string | Date | null | undefined): string {
  const p = value ? partsOf(value) : null;
  return p ? `${p.year}年${p.month}月${p.day}日` : '';
}

/** 2026/11/21 (土) 09:05, in Asia/Tokyo */
export function formatDateTime(value: string | Date | null | undefined): string {
  const p = value ? partsOf(value) : null;
  return p ? `${p.year}/${pad(p.month)}/${pad(p.day)} (${p.weekday}) ${pad(p.hour)}:${pad(p.minute)}` : '';
}

const groupedInteger = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });

/** ¥1,234 (half-width yen sign; money is whole yen). */
export function formatYen(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}¥${groupedInteger.format(Math.abs(amount))}`;
}

/** 1,234 kg */
export function formatKg(kg: number | null | undefined): string {
  return kg === null || kg === undefined ? '' : `${groupedInteger.format(kg)} kg`;
}

/** 1.5 MB, 320 KB: file sizes in pickers and error messages. */
export function formatFileSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** 2026年12月 (a month, YYYY-MM). */
export function formatMonth(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})$/.exec(value) : null;
  return m ? `${m[1]}年${m[2]}月` : '';
}

/*
 * What a person types into a date, time or month field, read the same way whatever the browser's
 * locale: full-width digits and separators (ＩＭＥ on) count as half-width ones (NFKC), and the text the
 * field itself shows (2026/12/31 (木), 2026年12月) reads back as the same value.
 */
const typed = (text: string) => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/** The year, month, day as YYYY-MM-DD when that day exists (2025-02-30 does not), else null. */
function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const at = new Date(Date.UTC(year, month - 1, day));
  at.setUTCFullYear(year); // Date.UTC reads years 0–99 as 1900–1999.
  if (at.getUTCMonth() !== month - 1 || at.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/**
 * A date as typed → YYYY-MM-DD, or null when it is no date. Accepts 20261231, 2026/12/31, 2026-12-31,
 * 2026.12.31, 2026年12月31日, the shown 2026/12/31 (木), and a month and day alone (12/31, 1231,
 * 12月31日) in the year of `today` (YYYY-MM-DD, Tokyo). Empty text is null too: the caller tells the two apart.
 */
export function parseDateText(text: string, today: string): string | null {
  const t = typed(text).replace(/ ?\([日月火水木金土]\)$/, '');
  const year = Number(today.slice(0, 4));
  let m = /^(\d{4})(\d{2})(\d{2})$/.exec(t) ?? /^(\d{4}) ?[/.年-] ?(\d{1,2}) ?[/.月-] ?(\d{1,2})日?$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{2})(\d{2})$/.exec(t) ?? /^(\d{1,2}) ?[/.月-] ?(\d{1,2})日?$/.exec(t);
  if (m) return isoDate(year, Number(m[1]), Number(m[2]));
  return null;
}

/**
 * A time of day as typed → HH:MM (24-hour), or null. Accepts 930, 0930, 2130, 9:30, 21:30, ２１：３０,
 * 9時30分, 9 and 9時 (on the hour). 24:00 only when `allow24` (the end of a day), never 24:01.
 */
export function parseTimeText(text: string, options: { allow24?: boolean } = {}): string | null {
  const t = typed(text);
  const m =
    /^(\d{1,2}) ?[:時] ?(\d{2})分?$/.exec(t) ?? /^(\d{1,2})(\d{2})$/.exec(t) ?? /^(\d{1,2})時?()$/.exec(t);
  if (!m) return null;
  const hour = Number(m[1]);
  const minute = m[2] === '' ? 0 : Number(m[2]);
  if (minute > 59) return null;
  if (hour > 23 && !(hour === 24 && minute === 0 && options.allow24)) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * A month as typed → YYYY-MM, or null. Accepts 202612, 2026/12, 2026-12, 2026年12月 (as shown), and a
 * month alone (12, 12月) in the year of `today`.
 */
export function parseMonthText(text: string, today: string): string | null {
  const t = typed(text);
  const m = /^(\d{4})(\d{2})$/.exec(t) ?? /^(\d{4}) ?[/.年-] ?(\d{1,2})月?$/.exec(t);
  const [year, month] = m
    ? [Number(m[1]), Number(m[2])]
    : [Number(today.slice(0, 4)), Number(/^(\d{1,2})月?$/.exec(t)?.[1])];
  if (!Number.isInteger(month) || month < 1 || month > 12 || year < 1) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}`;
}
