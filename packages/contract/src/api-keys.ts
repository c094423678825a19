import { z } from 'zod';
import { listResponse, requiredText } from './common.ts';

/** APIキー of the outside integration (/sms): issued by a company admin, shown once, stored hashed. */
export const apiKeyLabels = {
  name: '名前',
  keyPrefix: '先頭文字',
  createdAt: '作成日時',
  lastUsedAt: '最終利用日時',
  revokedAt: '失効日時',
  status: '状態',
} as const;

/** Every key starts with this, so a key is told apart from an ID token at a glance. */
export const API_KEY_PREFIX = 'sk_';

/** POST /api-keys */
export const apiKeyInput = z.object({ name: requiredText(apiKeyLabels.name, 100) });
export type ApiKeyInput = z.input<typeof apiKeyInput>;

export const apiKeySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The key's first characters (sk_xxxxxxxx), to tell keys apart; never the key itself. */
  keyPrefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** The answer to POST /api-keys: the only time the key itself is shown. */
export const issuedApiKeySchema = apiKeySchema.extend({ key: z.string() });
export type IssuedApiKey = z.infer<typeof issuedApiKeySchema>;

export const apiKeyListSchema = listResponse(apiKeySchema);
