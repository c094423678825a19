import type { PaginationQuery } from '@rikuun/contract';

export const pageWindow = ({ page, perPage }: PaginationQuery) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/** Escapes LIKE wildcards so a user's search text matches literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** PostgreSQL unique_violation, for answering 409 when a race beats the pre-check. */
export function isUniqueViolation(err: unknown): boolean {
  let e = err as { code?: string; cause?: unknown } | undefined;
  while (e) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
