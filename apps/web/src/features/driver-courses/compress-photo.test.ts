import { describe, expect, it } from 'vitest';
import { RECEIPT_MIN_PIXELS, targetLongSide } from './compress-photo.ts';

describe('targetLongSide', () => {
  it('shrinks proof photos to 1920 px on the long side', () => {
    expect(targetLongSide(4032, 3024, 'proof')).toBe(1920);
    expect(targetLongSide(1280, 960, 'proof')).toBe(1280);
  });

  it('keeps a receipt at A4 200 dpi (3,880,000 pixels) whatever its shape', () => {
    for (const [width, height] of [
      [4032, 3024],
      [3024, 4032],
      [4000, 1800],
      [3840, 2160],
    ] as const) {
      const long = targetLongSide(width, height, 'receipt');
      const short = Math.floor((long * Math.min(width, height)) / Math.max(width, height));
      expect(long * short).toBeGreaterThanOrEqual(RECEIPT_MIN_PIXELS - long);
      expect(long).toBeLessThanOrEqual(Math.max(width, height));
    }
    expect(targetLongSide(4032, 3024, 'receipt')).toBe(2275);
  });

  it('never enlarges a small receipt photo', () => {
    expect(targetLongSide(1600, 1200, 'receipt')).toBe(1600);
  });
});
