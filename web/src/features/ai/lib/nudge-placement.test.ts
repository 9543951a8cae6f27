import { describe, expect, it } from 'vitest';
import { overlaps, placeNudge, type Box } from './nudge-placement';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 720 };
const card = { width: 358, height: 150 };
const box = (top: number, left: number, height: number, width: number): Box => ({ top, left, bottom: top + height, right: left + width });

describe('placeNudge', () => {
  it('sits at the bottom right when nothing is under it', () => {
    expect(placeNudge({ viewport: phone, card, avoid: [box(100, 16, 40, 300)], headerBottom: 64 })).toEqual({
      corner: 'bottom-right',
      bottom: 80,
      right: 16,
    });
    expect(placeNudge({ viewport: desktop, card, avoid: [], headerBottom: 64 })).toEqual({ corner: 'bottom-right', bottom: 96, right: 24 });
  });

  it('moves to the top, below the header, when Add to Cart is under the bottom spot on a phone', () => {
    const addToCart = box(700, 16, 48, 358);
    const place = placeNudge({ viewport: phone, card, avoid: [addToCart], headerBottom: 64 });
    expect(place).toEqual({ corner: 'top-right', top: 76, right: 16 });
  });

  it('takes the bottom left on desktop when the purchase column fills the right', () => {
    const title = box(120, 660, 48, 580);
    const price = box(180, 660, 32, 200);
    const add = box(560, 660, 48, 580);
    expect(placeNudge({ viewport: desktop, card, avoid: [title, price, add], headerBottom: 64 })?.corner).toBe('bottom-left');
  });

  it('waits (null) when every corner would cover the title, price or Add to Cart', () => {
    const top = box(70, 0, 200, 390);
    const bottom = box(600, 0, 200, 390);
    expect(placeNudge({ viewport: phone, card, avoid: [top, bottom], headerBottom: 64 })).toBeNull();
  });

  it('never returns a spot that overlaps what it must avoid', () => {
    for (let y = 0; y < 844; y += 37) {
      const avoid = [box(y, 16, 48, 358), box(y + 60, 16, 32, 120)];
      const place = placeNudge({ viewport: phone, card, avoid, headerBottom: 64 });
      if (!place) continue;
      const top = place.top ?? phone.height - place.bottom! - card.height;
      const left = place.left ?? phone.width - place.right! - card.width;
      expect(avoid.some((a) => overlaps(box(top, left, card.height, card.width), a))).toBe(false);
    }
  });
});
