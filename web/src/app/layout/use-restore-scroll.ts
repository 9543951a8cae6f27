import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

/** Scroll offsets by history entry, so Back returns to where the shopper was. */
const offsets = new Map<string, number>();

/**
 * Scroll handling for the declarative router (its ScrollRestoration needs the data router): a new page
 * starts at the top (or at its #hash), Back and Forward restore the entry's offset, and a change of the
 * query string alone (listing filters, sort) leaves the shopper where they are.
 */
export function useRestoreScroll() {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const save = () => offsets.set(key, window.scrollY);
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [key]);

  const last = useRef<{ pathname: string; hash: string }>(undefined);
  useLayoutEffect(() => {
    const previous = last.current;
    last.current = { pathname, hash };
    if (navigation === 'POP') {
      const y = offsets.get(key);
      if (y !== undefined) window.scrollTo(0, y);
      return;
    }
    // Only a new path (or hash) moves the page; the query string alone does not.
    if (previous?.pathname === pathname && previous.hash === hash) return;
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, pathname, hash, navigation]);
}
