import { describe, expect, it } from 'vitest';
import { base64UrlToBytes } from './base64url.ts';

describe('base64UrlToBytes', () => {
  it('decodes the URL-safe alphabet with or without padding', () => {
    const bytes = Uint8Array.from([0xfb, 0xff, 0xbf, 0x00, 0x01]);
    const text = Buffer.from(bytes).toString('base64url');
    expect(text).toContain('-');
    expect(text).toContain('_');
    expect(base64UrlToBytes(text)).toEqual(bytes);
    expect(base64UrlToBytes(`${text}===`.slice(0, Math.ceil(text.length / 4) * 4))).toEqual(bytes);
    expect(base64UrlToBytes('')).toEqual(new Uint8Array());
  });

  it('reads a VAPID public key: 65 bytes, the uncompressed P-256 point', () => {
    const key = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
    const bytes = base64UrlToBytes(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
  });

  it('refuses text that is no base64url', () => {
    expect(() => base64UrlToBytes('ab+c')).toThrow();
    expect(() => base64UrlToBytes('a b')).toThrow();
    expect(() => base64UrlToBytes('abcde')).toThrow();
  });
});
