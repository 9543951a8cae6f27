import { useSyncExternalStore } from 'react';
import { TOAST } from '@/config/ui-timing';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
  /** One optional follow-up action, e.g. 'View cart'. */
  action?: { label: string; onClick: () => void };
};
export type ToastItem = ToastInput & { id: number; open: boolean };

let items: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

/** Shows a toast; at most one is visible at a time (docs/decisions/0021-constants-and-timings.md), so a new one replaces the last. */
export function toast(input: ToastInput): number {
  const id = ++counter;
  emit([{ ...input, id, open: true }, ...items.map((t) => ({ ...t, open: false }))].slice(0, TOAST.limit + 1));
  return id;
}

export function dismissToast(id: number) {
  emit(items.map((t) => (t.id === id ? { ...t, open: false } : t)));
}

export function removeToast(id: number) {
  emit(items.filter((t) => t.id !== id));
}

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => items,
    () => items,
  );
}
