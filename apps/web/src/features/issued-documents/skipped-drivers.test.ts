import { describe, expect, it } from 'vitest';
import { skippedDrivers } from './skipped-drivers.ts';

describe('skippedDrivers', () => {
  it('reads the names the server left out of a transfer file', () => {
    expect(skippedDrivers(encodeURIComponent('佐藤 花子、鈴木 一郎'))).toEqual(['佐藤 花子', '鈴木 一郎']);
  });

  it('answers none without the header, or with a malformed one', () => {
    expect(skippedDrivers(null)).toEqual([]);
    expect(skippedDrivers('')).toEqual([]);
    expect(skippedDrivers('%E4%')).toEqual([]);
  });
});
