import { describe, expect, it } from 'vitest';
import { wroteByClient } from './read-your-writes.ts';

describe('the write position a client carries', () => {
  it('is read from its cookie among others, and nothing else passes for it', () => {
    expect(wroteByClient('rikuun_wrote=16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(wroteByClient('a=1; rikuun_wrote=0/16B3748; b=2')).toBe(0x16b3748n);
    expect(wroteByClient(undefined)).toBeUndefined();
    expect(wroteByClient('x_rikuun_wrote=0/1')).toBeUndefined();
    expect(wroteByClient('rikuun_wrote=0/1x')).toBeUndefined();
    expect(wroteByClient('rikuun_wrote=123456789/0')).toBeUndefined();
  });
});
