import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signingKeys } from '../src/lib/auth/auth.table.ts';
import { createIdTokens } from '../src/lib/auth/id-tokens.ts';
import { createCompany, createTestApp, type TestApp } from './helpers.ts';
import { getSelf } from './support/auth.ts';

const SECRET = 'a-long-random-secret-for-the-signing-key-0123456789';

/** KEY_ENCRYPTION_SECRET: the ID-token signing key's private half is stored encrypted. */
describe('signing key at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ KEY_ENCRYPTION_SECRET: SECRET });
  });
  afterAll(async () => {
    await t.close();
  });

  it('stores a new key encrypted, and its tokens open the API', async () => {
    const { admin } = await createCompany(t);
    expect((await getSelf(t, admin.token)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(signingKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.privateJwk.startsWith('enc:v1:')).toBe(true);
    expect(rows[0]?.privateJwk).not.toContain('"d"');
  });

  it('re-encrypts a key stored in plain text before the secret was configured', async () => {
    const plain = await createTestApp();
    try {
      const { admin } = await createCompany(plain);
      const [before] = await plain.database.db.select().from(signingKeys);
      expect(before?.privateJwk).toContain('"d"');
      const withSecret = createIdTokens(plain.database.db, {
        ...plain.app.services.config.auth,
        keyEncryptionSecret: SECRET,
      });
      const issued = await withSecret.issue(admin.id);
      const [after] = await plain.database.db.select().from(signingKeys);
      expect(after?.kid).toBe(before?.kid);
      expect(after?.privateJwk.startsWith('enc:v1:')).toBe(true);
      // Same key: a token from before and one from after both verify.
      expect((await getSelf(plain, admin.token)).statusCode).toBe(200);
      expect((await getSelf(plain, issued.idToken)).statusCode).toBe(200);

      // Without the secret, or with another one, the key cannot be used: a clear error, no new key.
      const config = plain.app.services.config.auth;
      await expect(
        createIdTokens(plain.database.db, { ...config, keyEncryptionSecret: undefined }).issue(admin.id),
      ).rejects.toThrow(/KEY_ENCRYPTION_SECRET/);
      await expect(
        createIdTokens(plain.database.db, { ...config, keyEncryptionSecret: `${SECRET}-other` }).issue(
          admin.id,
        ),
      ).rejects.toThrow(/KEY_ENCRYPTION_SECRET differs/);
      expect(await plain.database.db.select().from(signingKeys)).toHaveLength(1);
    } finally {
      await plain.close();
    }
  });
});
