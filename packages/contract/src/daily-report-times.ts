import type { z } from 'zod';

/**
 * 日報の時刻の順序: each start/end pair (休憩, 荷待ちの到着〜出発と荷役, 荷役・附帯業務) ends no earlier than
 * it starts, and every time lies within the day's 業務開始〜業務終了 when those are given. Times are
 * instants (ISO 8601, normalised to UTC by the schema), so a duty that crosses midnight (22:00 to
 * 06:00 the next morning) compares as it happened, like the 業務開始・終了 rule.
 */
type Instant = string | null;
type Times = {
  startAt: Instant;
  endAt: Instant;
  breaks: readonly { start: string; end: Instant }[];
  waitingRecords: readonly {
    arrivedAt: Instant;
    departedAt: Instant;
    loadingStartAt: Instant;
    loadingEndAt: Instant;
  }[];
  loadingWork: readonly { startAt: Instant; endAt: Instant }[];
};

/** One start/end pair: where each lies in the input and how the message names it. */
type Pair = {
  path: (string | number)[];
  start: { key: string; label: string; value: Instant };
  end: { key: string; label: string; value: Instant };
};

function pairsOf(v: Times): Pair[] {
  return [
    ...v.breaks.map((b, i) => ({
      path: ['breaks', i],
      start: { key: 'start', label: '休憩開始', value: b.start },
      end: { key: 'end', label: '休憩終了', value: b.end },
    })),
    ...v.waitingRecords.flatMap((w, i) => [
      {
        path: ['waitingRecords', i],
        start: { key: 'arrivedAt', label: '到着日時', value: w.arrivedAt },
        end: { key: 'departedAt', label: '出発日時', value: w.departedAt },
      },
      {
        path: ['waitingRecords', i],
        start: { key: 'loadingStartAt', label: '荷役開始', value: w.loadingStartAt },
        end: { key: 'loadingEndAt', label: '荷役終了', value: w.loadingEndAt },
      },
    ]),
    ...v.loadingWork.map((l, i) => ({
      path: ['loadingWork', i],
      start: { key: 'startAt', label: '荷役開始', value: l.startAt },
      end: { key: 'endAt', label: '荷役終了', value: l.endAt },
    })),
  ];
}

const BEFORE_DUTY = (label: string) => `${label}は業務開始以降の日時を入力してください`;
const AFTER_DUTY = (label: string) => `${label}は業務終了以前の日時を入力してください`;

/** Adds an issue at the exact field (`breaks.0.end`) for each time out of order or outside the duty. */
export function checkDailyReportTimes(v: Times, ctx: z.RefinementCtx) {
  const outsideDuty = (at: string, label: string, path: (string | number)[]) => {
    if (v.startAt && at < v.startAt) ctx.addIssue({ code: 'custom', path, message: BEFORE_DUTY(label) });
    else if (v.endAt && at > v.endAt) ctx.addIssue({ code: 'custom', path, message: AFTER_DUTY(label) });
  };
  for (const { path, start, end } of pairsOf(v)) {
    if (start.value) outsideDuty(start.value, start.label, [...path, start.key]);
    if (!end.value) continue;
    if (start.value && end.value < start.value)
      ctx.addIssue({
        code: 'custom',
        path: [...path, end.key],
        message: `${end.label}は${start.label}以降の日時を入力してください`,
      });
    else outsideDuty(end.value, end.label, [...path, end.key]);
  }
}
