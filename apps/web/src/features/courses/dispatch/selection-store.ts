/**
 * The 配車表's selected courses outside React state: each card subscribes to its own id, so ticking one
 * box re-renders that card and the action bar, not 200 driver rows.
 */
export type SelectionStore = {
  subscribe: (listener: () => void) => () => void;
  has: (id: string) => boolean;
  ids: () => readonly string[];
  toggle: (id: string) => void;
  set: (ids: readonly string[]) => void;
  clear: () => void;
};

export function createSelectionStore(): SelectionStore {
  let selected: readonly string[] = [];
  let lookup = new Set<string>();
  const listeners = new Set<() => void>();
  const replace = (next: readonly string[]) => {
    selected = next;
    lookup = new Set(next);
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    has: (id) => lookup.has(id),
    ids: () => selected,
    toggle: (id) => replace(lookup.has(id) ? selected.filter((s) => s !== id) : [...selected, id]),
    set: (ids) => replace([...new Set(ids)]),
    clear: () => {
      if (selected.length > 0) replace([]);
    },
  };
}
