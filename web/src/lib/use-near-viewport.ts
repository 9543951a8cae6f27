import { useEffect, useRef, useState } from 'react';
import { afterPriorityImages } from './priority-images';

/**
 * How far beyond the screen a lazy image starts to load. The browser's own `loading="lazy"` starts
 * 1,250-2,500 px away: on a phone's listing that is 15-25 photos fetched at once, all competing with the
 * first card's. A margin of 400 px still has an image ready before a scrolling thumb brings it in.
 */
export const NEAR_VIEWPORT_MARGIN = '400px 0px';

/**
 * For a lazy image: true once no priority image is still loading and the element is within
 * `NEAR_VIEWPORT_MARGIN` of the viewport (and from then on). At once when `eager`, or in a browser
 * without IntersectionObserver.
 */
export function useNearViewport<T extends Element>(eager = false): [React.RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  // On the server (server/render-page.tsx) a lazy image is drawn waiting, as the browser's first render
  // draws it, so the app takes the page over as it is (a browser without JavaScript gets the photo from
  // the <noscript> copy, components/product-image.tsx).
  const [near, setNear] = useState(() => eager || (typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined'));
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    let observer: IntersectionObserver | undefined;
    const cancel = afterPriorityImages(() => {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          setNear(true);
          observer?.disconnect();
        },
        { rootMargin: NEAR_VIEWPORT_MARGIN },
      );
      observer.observe(el);
    });
    return () => {
      cancel();
      observer?.disconnect();
    };
  }, [near]);
  return [ref, near];
}
