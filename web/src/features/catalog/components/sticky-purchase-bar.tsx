import { useEffect, useState, type ReactNode, type RefObject } from 'react';
import { NUDGE_AVOID } from '@/lib/nudge-avoid';

type Props = {
  target: RefObject<HTMLElement | null>;
  /** The piece's name in the page's language (`lang: 'en'` when it has no approved French). */
  name: { text: string; lang: 'en' | undefined };
  price: string;
  children: ReactNode;
};

/**
 * On phones, once the page's own buy button has scrolled out of view, a bar fixed to the bottom keeps the
 * name, price and buy button in reach. Its right end leaves room for the chat bubble.
 */
export function StickyPurchaseBar({ target, name, price, children }: Props) {
  const [hidden, setHidden] = useState(true);
  useEffect(() => {
    const el = target.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setHidden(entry!.isIntersecting || entry!.boundingClientRect.top > 0));
    observer.observe(el);
    return () => observer.disconnect();
  }, [target]);
  // While the bar shows, the page gains its height at the bottom, so the footer's last links stay reachable.
  useEffect(() => {
    if (hidden || window.matchMedia?.('(min-width: 768px)').matches) return;
    document.body.style.paddingBottom = '4.5rem';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [hidden]);
  if (hidden) return null;
  return (
    <div
      className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 py-2 pl-4 pr-24 shadow-lg backdrop-blur md:hidden"
      data-testid="sticky-purchase-bar"
      {...NUDGE_AVOID}
    >
      <div className="flex items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium" lang={name.lang}>
            {name.text}
          </p>
          <p className="text-sm font-semibold text-amethyst-700">{price}</p>
        </div>
        {children}
      </div>
    </div>
  );
}
