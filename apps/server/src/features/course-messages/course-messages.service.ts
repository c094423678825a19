import {
  COURSE_MESSAGE_EMPTY,
  type CourseMessage,
  type CourseMessageSide,
  type CourseMessageValues,
} from '@rikuun/contract';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { users } from '../../lib/auth/users.table.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { asActor, companyRows, ownedBy, withActor } from '../../lib/db/company-rows.ts';
import type { Db, Tx } from '../../lib/db/db.ts';
import { notFound } from '../../lib/http/errors.ts';
import { fieldError } from '../../lib/http/field-error.ts';
import type { Upload } from '../../lib/http/multipart.ts';
import { queuePush } from '../../lib/push/push.ts';
import { files } from '../../lib/storage/files.table.ts';
import { courses } from '../courses/courses.table.ts';
import { drivers } from '../drivers/drivers.table.ts';
import { type FileRow, toStoredFile, withFileTransaction } from '../files/files.service.ts';
import { courseMessageImages, courseMessages } from './course-messages.table.ts';

/** Who reads or writes: the office (staff), or the course's own driver (`driverId`). */
export type Reader = { side: 'office' } | { side: 'driver'; driverId: string };

const otherSide = (side: CourseMessageSide): CourseMessageSide => (side === 'office' ? 'driver' : 'office');
const companyMessages = (ctx: CompanyCtx) => companyRows(ctx, courseMessages, 'メッセージ');

/** The company's live course; a driver reaches only his own (another's, or none: 404). */
async function courseFor(ctx: CompanyCtx, courseId: string, reader: Reader) {
  const course = await companyRows(ctx, courses, 'コース').find(courseId);
  if (!course || (reader.side === 'driver' && course.driverId !== reader.driverId)) throw notFound('コース');
  return course;
}

type Loaded = Omit<CourseMessage, 'images'> & { files: FileRow[] };

/** The course's messages, oldest first, with their senders and photo rows (unsigned). */
async function loadMessages(
  ctx: CompanyCtx & { db: Db | Tx },
  courseId: string,
  id?: string,
): Promise<Loaded[]> {
  const rows = await ctx.db
    .select({
      id: courseMessages.id,
      courseId: courseMessages.courseId,
      side: courseMessages.side,
      senderName: users.name,
      body: courseMessages.body,
      readAt: courseMessages.readAt,
      createdAt: courseMessages.createdAt,
    })
    .from(courseMessages)
    .innerJoin(users, eq(users.id, courseMessages.senderId))
    .where(
      companyMessages(ctx).where(
        eq(courseMessages.courseId, courseId),
        id ? eq(courseMessages.id, id) : undefined,
      ),
    )
    .orderBy(asc(courseMessages.createdAt), asc(courseMessages.id));
  const byMessage = new Map<string, FileRow[]>();
  if (rows.length > 0) {
    const links = await ctx.db
      .select({ messageId: courseMessageImages.messageId, file: files })
      .from(courseMessageImages)
      .innerJoin(files, eq(files.id, courseMessageImages.fileId))
      .where(
        ownedBy(
          ctx,
          courseMessageImages,
          inArray(
            courseMessageImages.messageId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(courseMessageImages.sortOrder));
    for (const l of links) byMessage.set(l.messageId, [...(byMessage.get(l.messageId) ?? []), l.file]);
  }
  return rows.map((r) => ({
    ...r,
    readAt: r.readAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    files: byMessage.get(r.id) ?? [],
  }));
}

/** Fresh signed links of the photos, after the transaction (PGlite has one connection). */
async function signed(ctx: CompanyCtx, loaded: Loaded[]): Promise<CourseMessage[]> {
  return Promise.all(
    loaded.map(async ({ files: rows, ...m }) => ({
      ...m,
      images: await Promise.all(rows.map((f) => toStoredFile(ctx.storage, f))),
    })),
  );
}

/**
 * GET …/messages: the thread, oldest first. Reading it marks the other side's unread messages read
 * (their readAt is the read receipt the sender sees).
 */
export async function listMessages(ctx: CompanyCtx, courseId: string, reader: Reader) {
  await courseFor(ctx, courseId, reader);
  const loaded = await withActor(ctx, async (w) => {
    await w.db
      .update(courseMessages)
      .set({ readAt: ctx.clock() })
      .where(
        companyMessages(w).where(
          eq(courseMessages.courseId, courseId),
          eq(courseMessages.side, otherSide(reader.side)),
          isNull(courseMessages.readAt),
        ),
      );
    return loadMessages(w, courseId);
  });
  const data = await signed(ctx, loaded);
  return { data, total: data.length };
}

/** The push a driver gets for the office's message: the course, and the text's start. */
function pushText(courseName: string, input: CourseMessageValues, photos: number) {
  const text = input.body ?? `写真${photos}枚`;
  return {
    title: `事務所からのメッセージ（${courseName}）`,
    body: text.length > 80 ? `${text.slice(0, 80)}…` : text,
  };
}

/**
 * POST …/messages: a message with its photos, in one transaction (the bytes go again if it fails).
 * The office's message is pushed to the course's driver; the driver's shows as an alert to staff.
 */
export async function postMessage(
  ctx: CompanyCtx,
  courseId: string,
  reader: Reader,
  input: CourseMessageValues,
  images: readonly Upload[] = [],
): Promise<CourseMessage> {
  const course = await courseFor(ctx, courseId, reader);
  if (!input.body && images.length === 0) throw fieldError('body', 'required', COURSE_MESSAGE_EMPTY);
  const loaded = await withFileTransaction(ctx, async (tx, stored) => {
    const w = await asActor(ctx, tx);
    const row = await companyMessages(w).insert({
      courseId,
      side: reader.side,
      senderId: ctx.user.id,
      body: input.body,
    });
    const saved = await stored.save({ companyId: ctx.companyId }, images);
    if (saved.length > 0)
      await tx
        .insert(courseMessageImages)
        .values(
          saved.map((f, i) => ({ companyId: ctx.companyId, messageId: row.id, fileId: f.id, sortOrder: i })),
        );
    if (reader.side === 'office' && course.driverId) {
      const [driver] = await tx
        .select({ userId: drivers.userId })
        .from(drivers)
        .where(companyRows(w, drivers).where(eq(drivers.id, course.driverId)));
      if (driver?.userId)
        await queuePush(tx, {
          userId: driver.userId,
          ...pushText(course.name, input, saved.length),
          url: `/driver/courses/${courseId}`,
        });
    }
    const [message] = await loadMessages(w, courseId, row.id);
    if (!message) throw notFound('メッセージ');
    return message;
  });
  const [message] = await signed(ctx, [loaded]);
  if (!message) throw notFound('メッセージ');
  return message;
}
