import { describe, expect, it } from 'vitest';
import { betweenSizesAdvice } from './ring-size-rules';

describe('betweenSizesAdvice', () => {
  it('advises the larger size for a wide band and the half size between for a slim one', () => {
    const advice = betweenSizesAdvice(7, 6, 'en');
    expect(advice).toMatch(/^Between sizes 6 and 7: choose 7 for a wide band/);
    expect(advice).toContain('for a slim band, size 6.5 where the ring offers it, otherwise 7.');
  });

  it('writes French sizes with a decimal comma', () => {
    expect(betweenSizesAdvice(6, 7, 'fr')).toContain('pour un anneau fin, la 6,5 si la bague l’offre, sinon la 7.');
  });

  it('names no half size between sizes further apart', () => {
    expect(betweenSizesAdvice(6, 8, 'en')).toContain('for a slim band, 8.');
  });
});
