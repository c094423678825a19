import { type CourseStatus, courseStatusLabels } from '@rikuun/contract';
import { partsOf } from '../../../lib/format.ts';

/** The status chip's colour: 予定 blue, 運行中 amber, 完了 green, 中止 grey. */
export const courseStatusColors: Record<CourseStatus, 'info' | 'warning' | 'success' | 'default'> = {
  planned: 'info',
  in_progress: 'warning',
  completed: 'success',
  cancelled: 'default',
};

type Counts = { destinationCount: number; completedCount: number };

/** 「完了」, or 「完了（一部繰越）」 when some of its stops went to another course (繰越). */
export const courseStatusText = (status: CourseStatus, carriedOverCount = 0): string =>
  carriedOverCount > 0 && status !== 'cancelled'
    ? `${courseStatusLabels[status]}（一部繰越）`
    : courseStatusLabels[status];

/** 「3/12 完了」; a course without stops shows 「配送先なし」. */
export const progressLabel = ({ destinationCount, completedCount }: Counts): string =>
  destinationCount === 0 ? '配送先なし' : `${completedCount}/${destinationCount} 完了`;

/** 0–100 for a progress bar. */
export const progressPercent = ({ destinationCount, completedCount }: Counts): number =>
  destinationCount === 0 ? 0 : Math.min(100, Math.round((completedCount / destinationCount) * 100));

/** 「08:00–17:00」, 「08:00–」, 「–17:00」, or '' when neither time is planned. */
export function timeRange(startTime: string | null, endTime: string | null): string {
  if (!startTime && !endTime) return '';
  return `${startTime ?? ''}–${endTime ?? ''}`;
}

/** The sum over several courses (the dashboard's 本日の進捗). */
export function totalProgress(courses: readonly Counts[]): Counts & { percent: number } {
  const total = courses.reduce(
    (sum, c) => ({
      destinationCount: sum.destinationCount + c.destinationCount,
      completedCount: sum.completedCount + c.completedCount,
    }),
    { destinationCount: 0, completedCount: 0 },
  );
  return { ...total, percent: progressPercent(total) };
}

/** 「12/1 (月)」: a date in a short list (copy preview, results). */
export function shortDate(date: string): string {
  const p = partsOf(date);
  return p ? `${p.month}/${p.day} (${p.weekday})` : '';
}
