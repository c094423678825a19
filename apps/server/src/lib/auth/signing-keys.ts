import { eq, isNull } from 'drizzle-orm';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';
import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/db.ts';
import { signingKeys } from './auth.table.ts';
import { decryptSecret, encryptSecret, isEncrypted } from './key-encryption.ts';

export type SigningKey = { kid: string; privateKey: CryptoKey; publicJwk: JWK };
export type PublicKeySet = { keys: JWK[] };

export const ID_TOKEN_ALG = 'ES256';

/**
 * The current ES256 key, created on first use and kept in the database so every instance signs alike.
 * With `encryptionSecret` (KEY_ENCRYPTION_SECRET) its private half is stored encrypted; a key stored
 * in plain text before the secret was configured is read and re-encrypted in place.
 */
export async function loadSigningKey(db: Db, encryptionSecret?: string): Promise<SigningKey> {
  let [row] = await db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).limit(1);
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair(ID_TOKEN_ALG, { extractable: true });
    const kid = uuidv7();
    const privateJwk = JSON.stringify(await exportJWK(privateKey));
    const inserted = await db
      .insert(signingKeys)
      .values({
        kid,
        publicJwk: JSON.stringify({ ...(await exportJWK(publicKey)), kid, alg: ID_TOKEN_ALG, use: 'sig' }),
        privateJwk: encryptionSecret ? encryptSecret(privateJwk, encryptionSecret, kid) : privateJwk,
      })
      .returning();
    // Another instance may have raced us; the oldest unretired key wins for everyone.
    [row] = await db
      .select()
      .from(signingKeys)
      .where(isNull(signingKeys.retiredAt))
      .orderBy(signingKeys.kid)
      .limit(1);
    row ??= inserted[0];
  }
  if (!row) throw new Error('signing key unavailable');
  const encrypted = isEncrypted(row.privateJwk);
  const plain = encrypted ? decryptSecret(row.privateJwk, encryptionSecret, row.kid) : row.privateJwk;
  if (!encrypted && encryptionSecret) {
    await db
      .update(signingKeys)
      .set({ privateJwk: encryptSecret(plain, encryptionSecret, row.kid) })
      .where(eq(signingKeys.kid, row.kid));
  }
  const privateKey = (await importJWK(JSON.parse(plain) as JWK, ID_TOKEN_ALG)) as CryptoKey;
  return { kid: row.kid, privateKey, publicJwk: JSON.parse(row.publicJwk) as JWK };
}

/** Public keys for /auth/v1/jwks.json: current and retired ones, so tokens signed before a rotation verify. */
export async function loadPublicKeySet(db: Db): Promise<PublicKeySet> {
  const rows = await db.select({ publicJwk: signingKeys.publicJwk }).from(signingKeys);
  return { keys: rows.map((r) => JSON.parse(r.publicJwk) as JWK) };
}
