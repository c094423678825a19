import { createHash } from 'node:crypto';

/** The caller of an 'api_key' route: the key and the company it was issued to. */
export type ApiKeyCaller = { keyId: string; companyId: string; keyName: string; issuedBy: string | null };

/** Finds the live (not revoked) key of a presented secret; supplied by the api-keys feature. */
export type ApiKeyReader = (secret: string) => Promise<ApiKeyCaller | undefined>;

/** SHA-256, hex: enough for keys of 32 random bytes (no guessing a preimage), and one index lookup. */
export const hashApiKey = (secret: string) => createHash('sha256').update(secret).digest('hex');

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key of an 'api_key' route's call. */
    apiKey: ApiKeyCaller | null;
  }
}
