/**
 * Just enough RFC 5322 / 2047 parsing for tests to read what the mailer produced: unfolded headers
 * with encoded words decoded, and a single-part text body decoded from base64 or quoted-printable.
 */
export type ParsedMail = {
  headers: Map<string, string>;
  subject: string;
  from: string;
  to: string;
  text: string;
};

export function parseMail(raw: string): ParsedMail {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split >= 0 ? raw.slice(0, split) : raw;
  const body = split >= 0 ? raw.slice(split).replace(/^\r?\n\r?\n/, '') : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  return {
    headers,
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    to: decodeWords(headers.get('to') ?? ''),
    text: decodeBody(body, encoding),
  };
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return qpBytes(body.replace(/=\r?\n/g, ''), false).toString('utf8');
  return body;
}

/** Decodes =?charset?B|Q?...?= words; adjacent words are joined as bytes, then read as UTF-8. */
function decodeWords(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?');
  return joined.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)+/g, (run) => {
    const parts: Buffer[] = [];
    for (const m of run.matchAll(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g)) {
      const [, kind = 'B', text = ''] = m;
      parts.push(kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qpBytes(text, true));
    }
    return Buffer.concat(parts).toString('utf8');
  });
}

function qpBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else if (ch === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}
