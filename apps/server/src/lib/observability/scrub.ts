/**
 * What an error report must never carry: email addresses, bearer and ID tokens, secrets in query
 * strings (sign-in links carry their token there), long opaque strings. Applied to every text of a
 * report before it is stored or sent, whichever service receives it.
 */
const RULES: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email]'],
  [/\bBearer\s+[^\s"',]+/gi, 'Bearer [token]'],
  // JWTs (ID tokens, signed links): three base64url parts.
  [/\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g, '[token]'],
  // API keys (sk_…) and refresh tokens.
  [/\bsk_[A-Za-z0-9_-]+/g, '[token]'],
  [
    /([?&#](?:token|access_token|refresh_token|id_token|code|key|secret|password|signature|sig|t)=)[^&#\s"']*/gi,
    '$1[redacted]',
  ],
  // Any other opaque string long enough to be a secret (uuids, which have dashes, stay).
  [/\b[A-Za-z0-9_]{32,}\b/g, '[token]'],
];

export function scrub(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

/** Scrubbed and cut to `max` characters. */
export const scrubbed = (text: string | undefined | null, max: number): string | undefined =>
  text ? scrub(text).slice(0, max) : undefined;
