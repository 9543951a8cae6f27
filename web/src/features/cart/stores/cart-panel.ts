import { useSyncExternalStore } from 'react';

/** The cart side panel: open or closed, with toggle, open and close actions (docs/decisions/0024-states.md). */
let open = false;
const listeners = new Set<() => void>();

function set(next: boolean) {
  if (next === open) return;
  open = next;
  for (const l of listeners) l();
}

export const openCartPanel = () => set(true);
export const closeCartPanel = () => set(false);
export const toggleCartPanel = () => set(!open);

export function useCartPanelOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => open,
    () => false,
  );
}
