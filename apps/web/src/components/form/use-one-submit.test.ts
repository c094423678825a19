import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneAtATime } from './use-one-submit.ts';

afterEach(() => vi.useRealTimers());

describe('one submit at a time', () => {
  it('ignores a second tap while the first runs', async () => {
    const busy: boolean[] = [];
    const run = oneAtATime(0, (b) => busy.push(b));
    let finish = () => {};
    const work = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = run(work);
    expect(await run(work)).toBe(false);
    finish();
    expect(await first).toBe(true);
    expect(work).toHaveBeenCalledTimes(1);
    expect(busy).toEqual([true, false]);
    expect(await run(async () => {})).toBe(true);
  });

  it('keeps ignoring taps for settleMs after the work, then takes the next', async () => {
    vi.useFakeTimers();
    const busy: boolean[] = [];
    const run = oneAtATime(1000, (b) => busy.push(b));
    const work = vi.fn(async () => {});
    expect(await run(work)).toBe(true);
    // The double tap's second tap lands on the button that turned into its opposite.
    expect(await run(work)).toBe(false);
    vi.advanceTimersByTime(999);
    expect(await run(work)).toBe(false);
    expect(busy).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(busy).toEqual([true, false]);
    expect(await run(work)).toBe(true);
    expect(work).toHaveBeenCalledTimes(2);
  });
});
