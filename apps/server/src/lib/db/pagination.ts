import type { PaginationQuery } from '@rikuun/contract';

export const pageWindow = ({ page, perPage }: PaginationQuery) => ({
  limit: perPage,
  offset: (page - 1) * perPage,
});

/** Escapes LIKE wildcards so a user's search text matches literally. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
