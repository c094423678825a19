import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type ApiKeyInput, type IssuedApiKey } from '@rikuun/contract';
import { and, count, desc, eq, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { ApiKeyCaller } from '../../lib/auth/api-key-caller.ts';
import { hashApiKey } from '../../lib/auth/api-key-caller.ts';
import type { CompanyCtx } from '../../lib/context.ts';
import { companyRows } from '../../lib/db/company-rows.ts';
import type { Db } from '../../lib/db/db.ts';
import { apiKeys } from './api-keys.table.ts';

const companyKeys = (ctx: CompanyCtx) => companyRows(ctx, apiKeys, 'APIキー');

/** 'sk_' and 8 characters: what the list shows to tell keys apart. */
const PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
/** lastUsedAt is written at most this often per key, so a busy caller does not write on every call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

type Row = typeof apiKeys.$inferSelect;

const toApiKey = (row: Row): ApiKey => ({
  id: row.id,
  name: row.name,
  keyPrefix: row.keyPrefix,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});

/** A new key (sk_ + 32 random bytes, base64url): answered once, only its hash and prefix are kept. */
export async function issueApiKey(ctx: CompanyCtx, input: ApiKeyInput): Promise<IssuedApiKey> {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await companyKeys(ctx).insert({
    name: input.name,
    keyPrefix: key.slice(0, PREFIX_LENGTH),
    keyHash: hashApiKey(key),
    createdBy: ctx.user.id,
  });
  return { ...toApiKey(row), key };
}

/** The company's keys, newest first, revoked ones included (their 状態 shows it). */
export async function listApiKeys(ctx: CompanyCtx): Promise<{ data: ApiKey[]; total: number }> {
  const where = companyKeys(ctx).where();
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(where)
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  const [total] = await ctx.db.select({ n: count() }).from(apiKeys).where(where);
  return { data: rows.map(toApiKey), total: Number(total?.n ?? 0) };
}

/** Revokes the key (kept in the list as 失効); revoking it again keeps the first time. */
export async function revokeApiKey(ctx: CompanyCtx, id: string): Promise<ApiKey> {
  const key = await companyKeys(ctx).findOr404(id);
  if (key.revokedAt) return toApiKey(key);
  const [row] = await companyKeys(ctx).update(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)) as SQL, {
    revokedAt: ctx.clock(),
  });
  return toApiKey(row ?? key);
}

/**
 * The live key of a presented secret, for the authentication hook, and its last-used time brought up
 * to date when it is more than a minute old (one conditional write a minute per key at most).
 */
export async function readApiKey(
  db: Db,
  clock: () => Date,
  secret: string,
): Promise<ApiKeyCaller | undefined> {
  const [key] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(secret)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!key) return undefined;
  const now = clock();
  if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { keyId: key.id, companyId: key.companyId, keyName: key.name, issuedBy: key.createdBy };
}
