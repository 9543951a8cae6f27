/*
 * Where the floating nudge card may sit: at the bottom right as the shop has it, or, while that spot would
 * cover the piece's title, price or buy button, at the first other corner that covers none of them. When
 * every corner would cover one, the card waits (hidden) until a scroll frees a spot.
 */

export type Box = { top: number; left: number; right: number; bottom: number };
export type Corner = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left';
/** CSS offsets for a fixed element, in px. */
export type NudgePosition = { corner: Corner; top?: number; bottom?: number; left?: number; right?: number };

type Input = {
  viewport: { width: number; height: number };
  card: { width: number; height: number };
  /** The boxes the card must never cover (viewport coordinates). */
  avoid: Box[];
  /** The bottom edge of the sticky header: a top corner starts below it. */
  headerBottom: number;
};

/** Phones keep the card 16 px from the side and 80 px from the bottom (above the chat button); wider screens 24 and 96. */
export function nudgeInsets(viewportWidth: number): { side: number; bottom: number; top: number } {
  return viewportWidth >= 640 ? { side: 24, bottom: 96, top: 16 } : { side: 16, bottom: 80, top: 12 };
}

export const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

export const CORNERS: readonly Corner[] = ['bottom-right', 'bottom-left', 'top-right', 'top-left'];

/** The first corner (bottom right first) where the card covers none of `avoid`, or null when there is none. */
export function placeNudge({ viewport, card, avoid, headerBottom }: Input): NudgePosition | null {
  const inset = nudgeInsets(viewport.width);
  const top = Math.max(0, headerBottom) + inset.top;
  for (const corner of CORNERS) {
    const [v, h] = corner.split('-') as ['bottom' | 'top', 'left' | 'right'];
    const y = v === 'bottom' ? viewport.height - inset.bottom - card.height : top;
    const x = h === 'right' ? viewport.width - inset.side - card.width : inset.side;
    const box = { top: y, bottom: y + card.height, left: x, right: x + card.width };
    if (box.top < 0 || box.bottom > viewport.height) continue;
    if (avoid.some((a) => overlaps(box, a))) continue;
    return {
      corner,
      ...(v === 'bottom' ? { bottom: inset.bottom } : { top }),
      ...(h === 'right' ? { right: inset.side } : { left: inset.side }),
    };
  }
  return null;
}
