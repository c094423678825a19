import { todayInTokyo } from '@rikuun/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers } from '../src/features/drivers/drivers.table.ts';
import { trackingLinks } from '../src/features/tracking-links/tracking-links.table.ts';
import {
  createCompany,
  createConsignor,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from './helpers.ts';
import { callAs, fieldMessages } from './support/api-calls.ts';
import { insertCourse } from './support/course-rows.ts';
import { parseMail } from './support/mail-parse.ts';
import { startSmtpServer } from './support/smtp-server.ts';

/**
 * The tracking link's optional recipient mail (decision 075): one mail, through the mail jobs and the
 * real SMTP test server, when the driver heads to the stop.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Rikuun <no-reply@rikuun.test>',
    PUBLIC_URL: 'https://rikuun.example',
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const today = todayInTokyo();
let serial = 0;
const recipient = () => `recipient-${serial++}@example.test`;
const headingMails = (to: string) =>
  smtp
    .to(to)
    .map((m) => parseMail(m.raw))
    .filter((m) => m.subject.includes('向かっています'));

/** A company's planned course of today for a shipper, with a driver and three stops (made through the API). */
async function world() {
  const { companyId, admin } = await createCompany(t, '追跡メール運送株式会社');
  const shipper = await createConsignor(t, '追跡メール荷主株式会社');
  const driver = await createUser(t, 'driver', { companyId });
  const [row] = await t.database.db.select().from(drivers).where(eq(drivers.userId, driver.id));
  const course = await insertCourse(t.database.db, companyId, {
    consignorId: shipper.consignorId,
    driverId: row?.id,
    deliveryDate: today,
    startTime: '00:05',
    name: '追跡メール便',
  });
  const stops: string[] = [];
  for (const name of ['一丁目倉庫', '二丁目商店', '三丁目オフィス']) {
    const res = await callAs(t, admin, 'POST', `/v1/courses/${course.id}/destinations`, {
      name,
      latitude: 35.6 + stops.length / 100,
      longitude: 139.7,
    });
    stops.push(res.body.id);
  }
  const [first, second, third] = stops as [string, string, string];
  return { companyId, admin, shipper, driver, course, stops: { first, second, third } };
}
type World = Awaited<ReturnType<typeof world>>;

const staffLink = (w: World, stopId: string, body?: object) =>
  callAs(t, w.admin, 'POST', `/v1/courses/${w.course.id}/destinations/${stopId}/tracking-link`, body);
const act = (user: TestUser, stopId: string, type: string) =>
  callAs(t, user, 'POST', `/v1/self/destinations/${stopId}/actions`, { type });

describe('tracking link mail to the recipient', () => {
  it('mails the recipient once, from the company, with the link and eta window, when the driver heads there', async () => {
    const w = await world();
    const to = recipient();
    const link = await staffLink(w, w.stops.second, { notifyEmail: to });
    expect(link.status, JSON.stringify(link.body)).toBe(201);
    expect(link.body.notifyEmail).toBe(to);
    // Nothing yet: the driver has not started, then is at the first stop.
    expect((await act(w.driver, w.stops.first, 'arrived')).status).toBe(201);
    await t.app.jobs.runDue();
    expect(headingMails(to)).toEqual([]);

    // The first stop done: he heads to the second.
    expect((await act(w.driver, w.stops.first, 'completed')).status).toBe(201);
    await t.app.jobs.runDue();
    const mails = headingMails(to);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.from).toContain('追跡メール運送株式会社 (陸運)');
    expect(mail?.subject).toBe('【追跡メール運送株式会社】ドライバーがお届け先に向かっています');
    expect(mail?.text).toContain('二丁目商店 様');
    expect(mail?.text).toContain(link.body.url);
    expect(mail?.text).toMatch(/到着予定：\d{2}:\d{2}〜\d{2}:\d{2}ごろ/);
    // The token is kept no longer than its mail waited.
    const [stored] = await t.database.db
      .select()
      .from(trackingLinks)
      .where(eq(trackingLinks.notifyEmail, to));
    expect(stored).toMatchObject({ notifyToken: null, notifiedAt: expect.any(Date) });
    // The link works (the page's token is the mailed one).
    const token = /\/track\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBe(link.body.token);

    // Later actions send nothing again (once per link).
    expect((await act(w.driver, w.stops.second, 'arrived')).status).toBe(201);
    expect((await act(w.driver, w.stops.second, 'completed')).status).toBe(201);
    await t.app.jobs.runDue();
    expect(headingMails(to)).toHaveLength(1);
  });

  it('mails at once when the link is made while the driver is already on his way, and not for a later stop', async () => {
    const w = await world();
    expect((await act(w.driver, w.stops.first, 'arrived')).status).toBe(201);
    expect((await act(w.driver, w.stops.first, 'completed')).status).toBe(201);
    const now = recipient();
    const later = recipient();
    // The shipper's link for the stop the driver heads to; staff's for the one after.
    const shipperLink = await callAs(
      t,
      w.shipper.user,
      'POST',
      `/v1/consignor/destinations/${w.stops.second}/tracking-link`,
      {
        notifyEmail: now,
      },
    );
    expect(shipperLink.status, JSON.stringify(shipperLink.body)).toBe(201);
    expect((await staffLink(w, w.stops.third, { notifyEmail: later })).status).toBe(201);
    await t.app.jobs.runDue();
    expect(headingMails(now)).toHaveLength(1);
    expect(headingMails(later)).toEqual([]);
  });

  it('mails the first stop when staff set the course under way, and not a stop the driver reached already', async () => {
    const w = await world();
    const first = recipient();
    expect((await staffLink(w, w.stops.first, { notifyEmail: first })).status).toBe(201);
    const course = await callAs(t, w.admin, 'GET', `/v1/courses/${w.course.id}`);
    const started = await callAs(t, w.admin, 'PUT', `/v1/courses/${w.course.id}`, {
      name: course.body.name,
      deliveryDate: course.body.deliveryDate,
      driverId: course.body.driverId,
      startTime: course.body.startTime,
      status: 'in_progress',
      version: course.body.version,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await t.app.jobs.runDue();
    expect(headingMails(first)).toHaveLength(1);

    // A stop whose driver is there already when it becomes next: nothing to announce.
    const w2 = await world();
    const arrived = recipient();
    expect((await staffLink(w2, w2.stops.first, { notifyEmail: arrived })).status).toBe(201);
    expect((await act(w2.driver, w2.stops.first, 'arrived')).status).toBe(201);
    await t.app.jobs.runDue();
    expect(headingMails(arrived)).toEqual([]);
  });

  it('takes no address (as before), and answers a malformed one with 400 at notifyEmail', async () => {
    const w = await world();
    const plain = await staffLink(w, w.stops.first);
    expect(plain.status).toBe(201);
    expect(plain.body.notifyEmail).toBeNull();
    const bad = await staffLink(w, w.stops.first, { notifyEmail: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(fieldMessages(bad.body).notifyEmail).toEqual(['受取人のメールアドレスの形式が正しくありません']);
    const shipperBad = await callAs(
      t,
      w.shipper.user,
      'POST',
      `/v1/consignor/destinations/${w.stops.first}/tracking-link`,
      {
        notifyEmail: 'x@',
      },
    );
    expect(shipperBad.status).toBe(400);
    // Another shipper's stop is still 404, address or not.
    const stranger = await createConsignor(t, '別の荷主株式会社');
    expect(
      (
        await callAs(t, stranger.user, 'POST', `/v1/consignor/destinations/${w.stops.first}/tracking-link`, {
          notifyEmail: recipient(),
        })
      ).status,
    ).toBe(404);
  });
});
