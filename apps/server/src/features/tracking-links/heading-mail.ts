import { etaWindow, finishedDestinationStatuses } from '@rikuun/contract';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRow, companyRows, sameCompanyAs, withActor } from '../../lib/db/company-rows.ts';
import type { MailMessage } from '../../lib/mail/mailer.ts';
import { MAIL_JOB, queueMail } from '../../lib/mail/queue-mail.ts';
import { companies } from '../../lib/tenancy/companies.table.ts';
import { mailFooter, PRODUCT_NAME, senderName } from '../auth/sign-in-link-mail.ts';
import { courses } from '../courses/courses.table.ts';
import { courseDestinationDetails } from '../destinations/destination-reads.ts';
import { destinations } from '../destinations/destinations.table.ts';
import { trackingLinks } from './tracking-links.table.ts';

/** The recipient's page of a token. */
export const trackingUrl = (ctx: Pick<CompanyCtx, 'config'>, token: string) =>
  `${ctx.config.publicUrl}/track/${token}`;

const tokyoClock = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  hour: '2-digit',
  minute: '2-digit',
});

/** 「10:50〜11:25ごろ」: the ETA window as the tracking page shows it, or nothing when unknown. */
export function etaWindowText(eta: string | null): string | null {
  const window = etaWindow(eta);
  if (!window) return null;
  return `${tokyoClock.format(new Date(window.from))}〜${tokyoClock.format(new Date(window.to))}ごろ`;
}

/** The recipient's mail: the driver is on the way, with the link and the ETA window. */
export function headingMail(n: {
  to: string;
  companyName: string;
  stopName: string;
  url: string;
  eta: string | null;
}): MailMessage {
  const company = n.companyName || null;
  const window = etaWindowText(n.eta);
  return {
    to: n.to,
    fromName: senderName(company),
    subject: `【${company ?? PRODUCT_NAME}】ドライバーがお届け先に向かっています`,
    text: [
      `${n.stopName} 様`,
      '',
      `${n.companyName}のドライバーが、ただいまお届け先に向かっています。`,
      window ? `到着予定：${window}` : '到着予定：ページでご確認ください',
      '',
      '現在の状況と到着予定は、下記のページでご確認いただけます（サインイン不要、配達日の終わりまで有効）。',
      n.url,
      ...mailFooter(company),
    ].join('\n'),
  };
}

/**
 * When the driver heads to a stop — the course is under way and every stop before it is finished (the
 * tracking page's "next"), and he has not arrived there yet — each live link of that stop that was
 * given a recipient's address gets its one mail (decision 075). Called after the writes that can move
 * the course on (an action, the course's status, a new link), in a transaction of its own: the mail
 * job and notified_at commit together, and notified_at is set only where it was empty, so a link is
 * mailed at most once even when two writes race.
 */
export async function mailHeadingStop(ctx: CompanyCtx, courseId: string): Promise<number> {
  const now = ctx.clock();
  const pending = await ctx.db
    .select({ id: trackingLinks.id, destinationId: trackingLinks.destinationId })
    .from(trackingLinks)
    .innerJoin(
      destinations,
      sameCompanyAs(destinations, trackingLinks, eq(destinations.id, trackingLinks.destinationId)),
    )
    .where(
      companyRows(ctx, trackingLinks).where(
        eq(destinations.courseId, courseId),
        isNotNull(trackingLinks.notifyEmail),
        isNull(trackingLinks.notifiedAt),
        gt(trackingLinks.expiresAt, now),
      ),
    );
  if (pending.length === 0) return 0;
  const course = await companyRows(ctx, courses).find(courseId);
  if (course?.status !== 'in_progress') return 0;
  // The stops and their etas as the course page and the tracking page compute them.
  const stops = await courseDestinationDetails(ctx, course);
  const next = stops.find((s) => !finishedDestinationStatuses.includes(s.status));
  if (next?.status !== 'pending') return 0;
  const ids = pending.filter((p) => p.destinationId === next.id).map((p) => p.id);
  if (ids.length === 0) return 0;
  return withActor(ctx, async (w) => {
    // Locked and read before the token is cleared; a racing write waits, then finds them mailed.
    const claimed = await w.db
      .select({
        id: trackingLinks.id,
        notifyEmail: trackingLinks.notifyEmail,
        token: trackingLinks.notifyToken,
      })
      .from(trackingLinks)
      .where(
        and(
          companyRows(w, trackingLinks).where(inArray(trackingLinks.id, ids)),
          isNull(trackingLinks.notifiedAt),
        ),
      )
      .for('update');
    if (claimed.length > 0)
      await w.db
        .update(trackingLinks)
        .set({ notifiedAt: now, notifyToken: null })
        .where(
          companyRows(w, trackingLinks).where(
            inArray(
              trackingLinks.id,
              claimed.map((c) => c.id),
            ),
          ),
        );
    if (claimed.length === 0) return 0;
    const [company] = await w.db.select({ name: companies.name }).from(companies).where(companyRow(w));
    for (const link of claimed) {
      if (!link.notifyEmail || !link.token) continue;
      const mail = headingMail({
        to: link.notifyEmail,
        companyName: company?.name ?? '',
        stopName: next.name,
        url: trackingUrl(ctx, link.token),
        eta: next.eta,
      });
      // The body carries a live link: the job's payload is dropped once the mail is sent.
      await queueMail(w.db, mail, { ...MAIL_JOB, secret: true });
    }
    return claimed.length;
  });
}
