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
