import { z } from 'zod';
import { optionalText, storedFileSchema } from './common.ts';

/**
 * コースのメッセージ (issue 22): the office and the course's driver write to each other about the
 * course, with photos; kept with the course. Each message's readAt is when the other side first read
 * the thread after it was sent.
 */
export const courseMessageSides = ['office', 'driver'] as const;
export type CourseMessageSide = (typeof courseMessageSides)[number];
export const courseMessageSideLabels: Record<CourseMessageSide, string> = {
  office: '事務所',
  driver: 'ドライバー',
};

export const COURSE_MESSAGE_MAX_IMAGES = 4;
export const COURSE_MESSAGE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;
export const COURSE_MESSAGE_MAX_LENGTH = 2000;

export const courseMessageLabels = { body: '本文', images: '写真' } as const;

/** POST …/messages: JSON `{body}`, or multipart with `body` and repeated `images`. */
export const courseMessageInput = z.object({
  body: optionalText(courseMessageLabels.body, COURSE_MESSAGE_MAX_LENGTH),
});
export type CourseMessageInput = z.input<typeof courseMessageInput>;
export type CourseMessageValues = z.output<typeof courseMessageInput>;

/** The message a body or photo must give (checked with the photos, which the schema cannot see). */
export const COURSE_MESSAGE_EMPTY = '本文を入力するか、写真を添付してください';

export const courseMessageSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  side: z.enum(courseMessageSides),
  senderName: z.string(),
  body: z.string().nullable(),
  images: z.array(storedFileSchema),
  /** When the other side read it; null while unread. */
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type CourseMessage = z.infer<typeof courseMessageSchema>;

export const courseMessagesResponse = z.object({
  data: z.array(courseMessageSchema),
  total: z.number().int(),
});
export type CourseMessages = z.infer<typeof courseMessagesResponse>;

/** The alert of a course whose driver's messages wait unread at the office. */
export const unreadMessagesAlertMessage = (count: number) =>
  `ドライバーからの未読メッセージが${count}件あります`;
