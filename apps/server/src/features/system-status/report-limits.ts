/**
 * How many error reports one sender may post: per signed-in user and per address, in fixed one-minute
 * windows, in this instance's memory (a report flood is refused where it arrives; several instances
 * each allow their share, which bounds the total well enough for reports).
 */
export const REPORTS_PER_MINUTE = { user: 10, address: 30 } as const;
const WINDOW_MS = 60_000;
const MAX_KEYS = 10_000;

export function createReportLimits(clock: () => Date) {
  const windows = new Map<string, { start: number; count: number }>();
  const take = (key: string, limit: number, now: number) => {
    const w = windows.get(key);
    if (!w || now - w.start >= WINDOW_MS) {
      if (windows.size >= MAX_KEYS) windows.clear();
      windows.set(key, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= limit;
  };
  return {
    /** Counts one report against the address and the user; false when either is over its limit. */
    allow(address: string, userKey: string | undefined): boolean {
      const now = clock().getTime();
      const byAddress = take(`a:${address}`, REPORTS_PER_MINUTE.address, now);
      const byUser = userKey ? take(`u:${userKey}`, REPORTS_PER_MINUTE.user, now) : true;
      return byAddress && byUser;
    },
  };
}
