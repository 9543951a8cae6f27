import { useEffect, useState } from 'react';

/** True once the page has scrolled past the threshold (docs/decisions/0021-constants-and-timings.md: 20 px for the header). */
export function useScrolled(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
