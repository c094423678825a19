import { toFailure } from '../../lib/http-failure.ts';

type ErrorItem = { constraints?: Record<string, string> };

/**
 * The lines of a 409 that refused approval for missing 乗務記録 items (輸送安全規則 第8条): one per item
 * for one report, one per report (date, driver and its items) for a bulk approval; null for any other
 * failure.
 */
export function incompleteLinesOf(thrown: unknown): string[] | null {
  const failure = toFailure(thrown) as { status?: unknown; data?: { errors?: unknown } } | undefined;
  if (failure?.status !== 409 || !Array.isArray(failure.data?.errors)) return null;
  const lines = (failure.data.errors as ErrorItem[]).flatMap((e) => {
    const line = e.constraints?.incomplete ?? e.constraints?.required;
    return line ? [line] : [];
  });
  return lines.length > 0 ? lines : null;
}
