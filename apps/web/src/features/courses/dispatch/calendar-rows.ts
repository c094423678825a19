import {
  addDays,
  type Calendar,
  type CalendarDriverRow,
  type CourseSummary,
  type DriverUnavailableReason,
  holidayName,
  weekdayLabels,
  weekdayOf,
  weekOf,
} from '@rikuun/contract';

/** The 配車表's rows in order: 未割当 first, then each グループ's header and its drivers. */
export type DispatchRow =
  | { kind: 'group'; key: string; name: string; count: number }
  | { kind: 'driver'; key: string; row: CalendarDriverRow };

export const NO_GROUP_NAME = 'グループなし';
export const UNASSIGNED_KEY = 'unassigned';

export const rowKey = (driverId: string | null) => driverId ?? UNASSIGNED_KEY;

/**
 * Groups keep the order the server gives (its sort), drivers without a group come last, and the
 * unassigned row (driverId null) stays on top, outside any group.
 */
export function dispatchRows(calendar: Pick<Calendar, 'drivers'>): DispatchRow[] {
  const unassigned = calendar.drivers.filter((d) => d.driverId === null);
  const groups = new Map<string, { name: string; rows: CalendarDriverRow[] }>();
  for (const row of calendar.drivers) {
    if (row.driverId === null) continue;
    const key = row.groupId ?? '';
    const group = groups.get(key) ?? { name: row.groupName ?? NO_GROUP_NAME, rows: [] };
    group.rows.push(row);
    groups.set(key, group);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => Number(a === '') - Number(b === ''));
  const rows: DispatchRow[] = unassigned.map((row) => ({ kind: 'driver', key: UNASSIGNED_KEY, row }));
  for (const [key, group] of ordered) {
    rows.push({ kind: 'group', key: `group:${key}`, name: group.name, count: group.rows.length });
    for (const row of group.rows) rows.push({ kind: 'driver', key: rowKey(row.driverId), row });
  }
  return rows;
}

export const unavailableLabels: Record<DriverUnavailableReason, string> = {
  inactive: '無効',
  license_expired: '免許期限切れ',
};

/** Why the driver may not take a course on the date (the server refuses such a move with a 409). */
export function unavailableReasons(
  row: Pick<CalendarDriverRow, 'driverId' | 'active' | 'licenseExpiresOn'>,
  date: string,
): DriverUnavailableReason[] {
  if (row.driverId === null) return [];
  const reasons: DriverUnavailableReason[] = [];
  if (!row.active) reasons.push('inactive');
  if (row.licenseExpiresOn && row.licenseExpiresOn < date) reasons.push('license_expired');
  return reasons;
}

/** The row's warnings for the week: a reason counts when it holds on any of the dates. */
export function rowWarnings(
  row: Pick<CalendarDriverRow, 'driverId' | 'active' | 'licenseExpiresOn'>,
  dates: readonly string[],
): DriverUnavailableReason[] {
  const last = dates.at(-1);
  return last ? unavailableReasons(row, last) : [];
}

export type DayHeader = {
  date: string;
  /** 「月 11/23」 */
  label: string;
  holiday: string | null;
  today: boolean;
  /** 0 = 日曜, 6 = 土曜 (coloured in the header). */
  weekday: number;
};

export function dayHeader(date: string, today: string): DayHeader {
  const weekday = weekdayOf(date);
  const [, month, day] = date.split('-').map(Number);
  return {
    date,
    label: `${weekdayLabels[weekday]} ${month}/${day}`,
    holiday: holidayName(date),
    today: date === today,
    weekday,
  };
}

/** The Monday of the week shown, and the weeks before and after it. */
export const weekStart = (date: string): string => weekOf(date)[0] as string;
export const shiftWeek = (date: string, weeks: number): string => addDays(weekStart(date), weeks * 7);

/** 「2026年11月23日〜11月29日」 */
export function weekTitle(dates: readonly string[]): string {
  const first = dates[0];
  const last = dates.at(-1);
  if (!first || !last) return '';
  const [y, m, d] = first.split('-').map(Number);
  const [, m2, d2] = last.split('-').map(Number);
  return `${y}年${m}月${d}日〜${m2}月${d2}日`;
}

/** Every course id of the week (select-all). */
export function weekCourseIds(calendar: Pick<Calendar, 'drivers'>): string[] {
  return calendar.drivers.flatMap((row) =>
    Object.values(row.courses).flatMap((list) => list.map((c) => c.id)),
  );
}

/**
 * Moves a card in a cached calendar (an immer draft or a plain copy) before the server answers: out of
 * its cell and into the target cell in start-time order. A target row not on the page (filtered out)
 * simply loses the card.
 */
export function moveCard(
  calendar: Calendar,
  courseId: string,
  target: { driverId: string | null; deliveryDate: string },
): boolean {
  let card: CourseSummary | undefined;
  for (const row of calendar.drivers)
    for (const list of Object.values(row.courses)) {
      const index = list.findIndex((c) => c.id === courseId);
      if (index >= 0) [card] = list.splice(index, 1);
    }
  if (!card) return false;
  const row = calendar.drivers.find((r) => r.driverId === target.driverId);
  const list = row?.courses[target.deliveryDate];
  if (!list) return true;
  const moved = { ...card, driverId: target.driverId, deliveryDate: target.deliveryDate };
  list.push(moved);
  list.sort((a, b) => (a.startTime ?? '99:99').localeCompare(b.startTime ?? '99:99'));
  return true;
}
