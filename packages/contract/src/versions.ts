import { z } from 'zod';
import { intSchema } from './common.ts';

/**
 * Optimistic concurrency: every record two people can edit carries a version, 1 when created and
 * one more with every update. An update that names the version it was based on (body `version` or
 * `If-Match: "<n>"`) is refused with 409 `conflict` once another write came first.
 */
export const versionSchema = z.number().int().min(1);

export const VERSION_CONFLICT_MESSAGE = '他のユーザーが先に更新しました';
/** What the web shows on a conflict, with the action that reloads the record. */
export const VERSION_CONFLICT_HINT = '他のユーザーが先に更新しました。最新の内容を読み込んでください。';

/** The version an update was based on; absent, the update applies whatever the record's version. */
export const expectedVersionField = {
  version: intSchema('バージョン', 1, 2_147_483_647).optional(),
};

/** An update body: the record's fields plus the optional version it was based on. */
export function withExpectedVersion<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
): z.ZodObject<z.core.util.Extend<Shape, typeof expectedVersionField>> {
  // safeExtend keeps the schema's refinements (extend refuses a refined object); zod's generic
  // shape check cannot follow an unknown Shape, hence the casts.
  return schema.safeExtend(expectedVersionField as never) as never;
}
