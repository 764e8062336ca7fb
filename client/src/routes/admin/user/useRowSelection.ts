import { useState } from 'react';

/**
 * Ticked rows of the page on show. The selection belongs to one view (`viewKey`: filters and page), so a new
 * search, filter, sort or page starts with nothing ticked and nobody deletes rows they cannot see.
 */
export function useRowSelection(viewKey: string, pageIds: string[]) {
  const [state, setState] = useState<{ viewKey: string; ids: Set<string> }>({ viewKey, ids: new Set() });
  const ticked = state.viewKey === viewKey ? state.ids : new Set<string>();
  const selected = pageIds.filter((id) => ticked.has(id));
  const allSelected = pageIds.length > 0 && selected.length === pageIds.length;

  const replace = (ids: Set<string>) => setState({ viewKey, ids });
  const toggle = (id: string) => {
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    replace(next);
  };
  const toggleAll = () => replace(allSelected ? new Set() : new Set(pageIds));
  const clear = () => replace(new Set());

  return { selected, isSelected: (id: string) => ticked.has(id), allSelected, toggle, toggleAll, clear };
}
