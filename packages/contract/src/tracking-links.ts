import { z } from 'zod';
import { courseStatuses } from './courses.ts';
import { destinationStatuses, destinationTypes } from './destinations.ts';
import { optionalEmailSchema } from './partner-fields.ts';

/**
 * 追跡リンク (issue 22): a link per stop that the company or the shipper sends to the recipient. It
 * needs no sign-in and shows that one stop only: its status, the ETA window, and the driver's
 * position only while the stop is the course's next one. It expires after the delivery day.
 */

export const trackingLinkLabels = { notifyEmail: '受取人のメールアドレス' } as const;

/**
 * The body of both tracking-link calls (optional): notifyEmail, the recipient's address, gets one mail
 * with the link and the ETA window when the driver heads to the stop (decision 075).
 */
export const trackingLinkInput = z
  .object({ notifyEmail: optionalEmailSchema(trackingLinkLabels.notifyEmail) })
  .nullish()
  .transform((v) => ({ notifyEmail: v?.notifyEmail ?? null }));
export type TrackingLinkInput = z.input<typeof trackingLinkInput>;
export type TrackingLinkValues = z.output<typeof trackingLinkInput>;

/** POST /courses/{courseId}/destinations/{id}/tracking-link and POST /consignor/destinations/{id}/tracking-link. */
export const trackingLinkSchema = z.object({
  url: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  /** The address to be mailed when the driver heads to the stop; null when none was given. */
  notifyEmail: z.string().nullable(),
});
export type TrackingLink = z.infer<typeof trackingLinkSchema>;

/** The token as the path carries it; a token of the wrong shape is simply not found (404). */
export const trackingTokenParams = z.object({ token: z.string().max(200) });

/** The minutes on either side of the eta that the recipient is told (a window, not a promise). */
export const ETA_WINDOW_MINUTES = 15;
const FIVE_MINUTES_MS = 5 * 60_000;

/** The window around an eta, widened to whole five minutes: 10:07 → 09:50〜10:25. */
export function etaWindow(eta: string | null): { from: string; to: string } | null {
  if (!eta) return null;
  const at = Date.parse(eta);
  if (Number.isNaN(at)) return null;
  const half = ETA_WINDOW_MINUTES * 60_000;
  const from = Math.floor((at - half) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  const to = Math.ceil((at + half) / FIVE_MINUTES_MS) * FIVE_MINUTES_MS;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString() };
}

/**
 * GET /track/{token}: what the recipient sees. The carrier's company name and nothing else of it:
 * no driver's name, no other stop, no course name.
 */
export const trackingViewSchema = z.object({
  companyName: z.string(),
  deliveryDate: z.string(),
  courseStatus: z.enum(courseStatuses),
  stop: z.object({
    name: z.string(),
    type: z.enum(destinationTypes),
    address: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    status: z.enum(destinationStatuses),
    timeWindowStart: z.string().nullable(),
    timeWindowEnd: z.string().nullable(),
  }),
  /** The driver is on the way here: the course is running and every stop before this one is done. */
  isNext: z.boolean(),
  etaWindow: z.object({ from: z.string(), to: z.string() }).nullable(),
  /** Only while the stop is next, from the driver's last position since the course began. */
  position: z.object({ latitude: z.number(), longitude: z.number(), recordedAt: z.string() }).nullable(),
  expiresAt: z.string(),
});
export type TrackingView = z.infer<typeof trackingViewSchema>;

/** The recipient's headline for the stop's state. */
export function trackingHeadline(view: Pick<TrackingView, 'courseStatus' | 'stop' | 'isNext'>): string {
  const { status } = view.stop;
  if (status === 'completed') return 'お届けが完了しました';
  if (status === 'absent') return 'ご不在のため持ち戻りました';
  if (status === 'arrived') return 'ドライバーが到着しました';
  if (status === 'skipped' || status === 'carried_over' || view.courseStatus === 'cancelled')
    return '本日のお届けは変更になりました';
  if (view.isNext) return 'ドライバーがこちらに向かっています';
  if (view.courseStatus === 'in_progress') return '配送中です';
  return 'お届け予定です';
}
