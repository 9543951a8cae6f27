import { useLayoutEffect, useState, type RefObject } from 'react';
import { NUDGE_AVOID_SELECTOR } from '@/lib/nudge-avoid';
import { placeNudge, type Box, type NudgePosition } from '../lib/nudge-placement';

const visibleBoxes = (selector: string): Box[] =>
  [...document.querySelectorAll<HTMLElement>(selector)]
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0);

/**
 * Keeps the floating nudge card off the piece's title, price and buy buttons (the elements marked with
 * NUDGE_AVOID): it re-places the card on every scroll, resize or layout change. Null: no free spot yet.
 */
export function useNudgePlacement(card: RefObject<HTMLElement | null>, shown: boolean): NudgePosition | null {
  const [position, setPosition] = useState<NudgePosition | null>(null);
  useLayoutEffect(() => {
    const el = card.current;
    if (!shown || !el) return;
    // Scroll, resize and ResizeObserver callbacks already come at most once per frame: no throttle needed.
    const update = () => {
      const header = document.querySelector('header')?.getBoundingClientRect();
      const next = placeNudge({
        viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
        card: { width: el.offsetWidth, height: el.offsetHeight },
        avoid: visibleBoxes(NUDGE_AVOID_SELECTOR),
        headerBottom: header && header.bottom > 0 ? header.bottom : 0,
      });
      setPosition((prev) => (JSON.stringify(prev) === JSON.stringify(next) ? prev : next));
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    resized?.observe(document.body);
    resized?.observe(el);
    return () => {
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      resized?.disconnect();
    };
  }, [card, shown]);
  return position;
}
