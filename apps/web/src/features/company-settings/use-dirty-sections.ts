import { useCallback, useState } from 'react';

/**
 * The page has several forms but the router allows one blocker: each section reports whether it has
 * unsaved changes, and the page guards leaving while any has.
 */
export function useDirtySections() {
  const [dirty, setDirty] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((section: string, isDirty: boolean) => {
    setDirty((current) => {
      if (current.has(section) === isDirty) return current;
      const next = new Set(current);
      if (isDirty) next.add(section);
      else next.delete(section);
      return next;
    });
  }, []);
  return { anyDirty: dirty.size > 0, report };
}

export type ReportDirty = (section: string, isDirty: boolean) => void;
