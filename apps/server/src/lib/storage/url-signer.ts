import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { signingKeys } from '../auth/auth.table.ts';
import { loadSigningKey } from '../auth/signing-keys.ts';
import type { Db } from '../db/db.ts';
import type { FileVariant, LinkCheck } from './storage.ts';

export type UrlSigner = {
  /** The relative URL /v1/files/<id>[/thumbnail]?expires=<unix seconds>&signature=<hmac>. */
  sign(fileId: string, variant?: FileVariant): Promise<string>;
  check(
    fileId: string,
    expires: string | undefined,
    signature: string | undefined,
    variant?: FileVariant,
  ): Promise<LinkCheck>;
};

/**
 * HMAC-SHA256 over the file id (with the variant, for a thumbnail) and expiry, base64url: a
 * thumbnail's link never opens the original.
 */
export function fileLinkSignature(
  secret: Buffer,
  fileId: string,
  expires: number,
  variant: FileVariant = 'original',
): string {
  const subject = variant === 'original' ? fileId : `${fileId}/${variant}`;
  return createHmac('sha256', secret).update(`${subject}\n${expires}`).digest('base64url');
}

export function createUrlSigner(opts: {
  secret: () => Promise<Buffer>;
  ttlSeconds: number;
  clock: () => Date;
}): UrlSigner {
  const nowSeconds = () => Math.floor(opts.clock().getTime() / 1000);
  return {
    async sign(fileId, variant = 'original') {
      const expires = nowSeconds() + opts.ttlSeconds;
      const signature = fileLinkSignature(await opts.secret(), fileId, expires, variant);
      const suffix = variant === 'original' ? '' : `/${variant}`;
      return `/v1/files/${fileId}${suffix}?expires=${expires}&signature=${signature}`;
    },
    async check(fileId, expiresText, signature, variant = 'original') {
      if (!expiresText || !signature || !/^\d{1,12}$/.test(expiresText))
        return { ok: false, reason: 'invalid' };
      const expires = Number(expiresText);
      const expected = Buffer.from(fileLinkSignature(await opts.secret(), fileId, expires, variant));
      const given = Buffer.from(signature);
      // Constant time: the comparison must not reveal how much of a forged signature was right.
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, reason: 'invalid' };
      const remainingSeconds = expires - nowSeconds();
      return remainingSeconds > 0 ? { ok: true, remainingSeconds } : { ok: false, reason: 'expired' };
    },
  };
}

/**
 * The link secret: FILE_URL_SECRET when set; otherwise derived from the built-in ID-token signing key,
 * which lives in the database, so every server instance signs and checks alike with no extra setting.
 * Loaded once, on first use. A rotation of the signing key invalidates links (they live minutes).
 */
export function fileLinkSecret(config: Config, db: Db): () => Promise<Buffer> {
  const configured = config.storage.urlSecret;
  if (configured) {
    const secret = Buffer.from(configured, 'utf8');
    return async () => secret;
  }
  let pending: Promise<Buffer> | undefined;
  const load = async () => {
    const key = await loadSigningKey(db);
    const [row] = await db
      .select({ privateJwk: signingKeys.privateJwk })
      .from(signingKeys)
      .where(eq(signingKeys.kid, key.kid));
    if (!row) throw new Error('signing key vanished while deriving the file link secret');
    return createHash('sha256').update('rikuun file links\n').update(row.privateJwk).digest();
  };
  return () => {
    pending ??= load().catch((err: unknown) => {
      pending = undefined; // try again on the next request rather than failing forever
      throw err;
    });
    return pending;
  };
}
