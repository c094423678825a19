/** The drivers a transfer file left out (no usable bank account), from its header. */
export function skippedDrivers(header: string | null): string[] {
  if (!header) return [];
  try {
    return decodeURIComponent(header).split('、').filter(Boolean);
  } catch {
    return [];
  }
}
