import { useCallback, useMemo, useState } from 'react';

export type RowSelection = {
  ids: readonly string[];
  isSelected: (id: string) => boolean;
  setMany: (ids: readonly string[], selected: boolean) => void;
  clear: () => void;
};

/** Selected row ids for bulk actions. Cleared by the table when the rows shown change (page, filters). */
export function useRowSelection(): RowSelection {
  const [ids, setIds] = useState<readonly string[]>([]);
  const setMany = useCallback((changed: readonly string[], selected: boolean) => {
    setIds((current) =>
      selected
        ? [...current, ...changed.filter((id) => !current.includes(id))]
        : current.filter((id) => !changed.includes(id)),
    );
  }, []);
  const clear = useCallback(() => setIds([]), []);
  return useMemo(
    () => ({ ids, isSelected: (id: string) => ids.includes(id), setMany, clear }),
    [ids, setMany, clear],
  );
}
