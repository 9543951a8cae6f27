import { useSyncExternalStore } from 'react';

/** true while the media query matches (tables on wide screens, cards on phones). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useWide = () => useMediaQuery('(min-width: 768px)');
