import type { VerifiedIdentity } from './id-tokens.ts';

const MAX_ENTRIES = 5000;

/**
 * Remembers token strings whose signature and claims were verified, until their exp, so that the
 * same token sent again (a client sends one token for up to an hour) skips the ECDSA check, which
 * is most of what authentication costs. Only an identical string hits; expiry is checked on every
 * hit against the same clock as a full verification. Bounded: least recently used entries go first.
 * The user behind the token is still loaded per request (current-user-cache.ts).
 */
export function createVerifiedTokenCache(clock: () => Date) {
  const entries = new Map<string, { identity: VerifiedIdentity; expSeconds: number }>();
  return {
    get(token: string): VerifiedIdentity | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      // Expired: forgotten, and the full verification answers firebase_token_expired.
      if (entry.expSeconds <= clock().getTime() / 1000) {
        entries.delete(token);
        return undefined;
      }
      // Moved to the end (most recently used) only once the cache is half full: until then nothing is
      // evicted, and the delete and insert on every request were a measured part of authentication.
      if (entries.size > MAX_ENTRIES / 2) {
        entries.delete(token);
        entries.set(token, entry);
      }
      return entry.identity;
    },
    set(token: string, identity: VerifiedIdentity, expSeconds: number) {
      if (entries.size >= MAX_ENTRIES) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(token, { identity, expSeconds });
    },
  };
}
