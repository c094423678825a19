import { z } from 'zod';
import { todayInTokyo } from './calendar-dates.ts';
import { normalizeText } from './text.ts';
import { configureJapaneseErrors } from './zod-japanese.ts';

// Before any schema is used: no English zod message may reach a user, on the server or in the web.
// Here and not in index.ts: with "sideEffects": false a bundler skips the barrel's own statements,
// while every schema module imports this one.
configureJapaneseErrors();

/** Japanese messages used by more than one schema, so the wording stays the same everywhere. */
export const msg = {
  required: (label: string) => `${label}を入力してください`,
  select: (label: string) => `${label}を選択してください`,
  maxLength: (label: string, n: number) => `${label}は${n}文字以内で入力してください`,
  date: (label: string) => `${label}はYYYY-MM-DD形式の日付で入力してください`,
  uuid: (label: string) => `${label}の形式が正しくありません`,
  int: (label: string) => `${label}は整数で入力してください`,
  min: (label: string, n: number) => `${label}は${n}以上で入力してください`,
  max: (label: string, n: number) => `${label}は${n}以下で入力してください`,
  boolean: (label: string) => `${label}はtrueまたはfalseで指定してください`,
  controlCharacters: (label: string) => `${label}に使用できない文字（制御文字）が含まれています`,
  dateRange: (label: string) =>
    `${label}は${MIN_DATE.slice(0, 4)}年から${MAX_DATE.slice(0, 4)}年までの日付で入力してください`,
  notFuture: (label: string) => `${label}に未来の日付は指定できません`,
};

/** Plausible business dates: out of this range a date is a typing mistake (0190, 20260), not data. */
export const MIN_DATE = '1900-01-01';
export const MAX_DATE = '2100-12-31';

/**
 * NUL and the other control characters have no place in text people type (PostgreSQL cannot even
 * store NUL); tab, line feed and carriage return are kept for multi-line text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const uuidSchema = (label: string) => z.uuid({ error: msg.uuid(label) });

/** A business date in Asia/Tokyo, as the text YYYY-MM-DD, between MIN_DATE and MAX_DATE. */
export const dateSchema = (label: string) =>
  z
    .string({ error: msg.date(label) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg.date(label), abort: true })
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      { error: msg.date(label), abort: true },
    )
    // YYYY-MM-DD text compares in date order.
    .refine((v) => v >= MIN_DATE && v <= MAX_DATE, { error: msg.dateRange(label) });

/** A date of something that has happened (整備日, 初度登録日): not after today in Asia/Tokyo. */
export const pastDateSchema = (label: string) =>
  dateSchema(label).refine((v) => v <= todayInTokyo(), { error: msg.notFuture(label) });

const noControlCharacters = (label: string) =>
  [(v: string) => !CONTROL_CHARACTERS.test(v), { error: msg.controlCharacters(label) }] as const;

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: msg.required(label) })
    .refine(...noControlCharacters(label))
    .overwrite(normalizeText)
    .min(1, { error: msg.required(label) })
    .max(max, { error: msg.maxLength(label, max) });

/** Optional free text: empty text is stored as null. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: msg.maxLength(label, max) })
    .refine(...noControlCharacters(label))
    .overwrite(normalizeText)
    .max(max, { error: msg.maxLength(label, max) })
    .nullish()
    .transform((v) => (v ? v : null));

export const intSchema = (label: string, min: number, max: number) =>
  z
    .number({ error: msg.int(label) })
    .int({ error: msg.int(label) })
    .min(min, { error: msg.min(label, min) })
    .max(max, { error: msg.max(label, max) });

/** An optional number (a measured value: メーター, 濃度, 精度); empty is null. */
export const optionalNumberSchema = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label}は数値で入力してください` })
    .min(min, { error: msg.min(label, min) })
    .max(max, { error: msg.max(label, max) })
    .nullish()
    .transform((v) => v ?? null);

/** Booleans in query strings and multipart forms arrive as the text true/false. */
export const booleanText = (label: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], {
    error: msg.boolean(label),
  });

/** The list search box (検索語), as every list takes it. */
export const searchTermQuery = z
  .string({ error: msg.maxLength('検索語', 100) })
  .overwrite(normalizeText)
  .max(100, { error: msg.maxLength('検索語', 100) });

export const MAX_PER_PAGE = 1000;
export const DEFAULT_PER_PAGE = 100;

export const paginationQuery = z.object({
  page: z.coerce
    .number({ error: msg.int('ページ') })
    .int({ error: msg.int('ページ') })
    .min(1, { error: msg.min('ページ', 1) })
    .default(1),
  perPage: z.coerce
    .number({ error: msg.int('表示件数') })
    .int({ error: msg.int('表示件数') })
    .min(1, { error: msg.min('表示件数', 1) })
    .max(MAX_PER_PAGE, { error: msg.max('表示件数', MAX_PER_PAGE) })
    .default(DEFAULT_PER_PAGE),
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/**
 * The sort of a list: a sortable key, descending when prefixed with '-' (`sort=-inspectionExpiresOn`).
 * Each list names its own keys; the server maps each key to a column with a unique tie-breaker.
 */
export const sortQuery = <const K extends readonly [string, ...string[]]>(keys: K) => {
  const values = keys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]];
  return z.enum(values as unknown as readonly [`${K[number]}` | `-${K[number]}`], {
    error: msg.select('並び順'),
  });
};
export type SortKey<S extends string> = S extends `-${infer K}` ? K : S;

export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ data: z.array(item), total: z.number().int() });
export type ListResponse<T> = { data: T[]; total: number };

export const idParams = z.object({ id: uuidSchema('ID') });

/** A stored file as the API hands it out: the url is signed and expires. */
export const storedFileSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  url: z.string(),
  /** A small WebP preview for lists (images only; null when none could be made). */
  thumbnailUrl: z.string().nullable(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;
