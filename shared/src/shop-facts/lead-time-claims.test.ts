import { describe, expect, it } from 'vitest';
import { FREE_SHIPPING_EVERYWHERE } from '../money/price-shipping';
import { LEAD_TIME_CLAIM, leadTimeClaim } from './lead-time-claims';
import { shippingText } from './money-claims';

/**
 * Issue 44 build 4: the terms and the guide said "custom orders ... 2-3 business days" while the made-to-order
 * bangle takes 10 and the editor allows up to 120. No text states one time for all custom work now. The
 * guide's facts, built from these texts, are checked in functions/src/ai/retrieval/state-shop-facts.test.ts.
 */
describe('lead-time claims', () => {
  const all = [
    shippingText(FREE_SHIPPING_EVERYWHERE, 'en'),
    shippingText(FREE_SHIPPING_EVERYWHERE, 'fr'),
  ].join('\n');

  it('no terms or guide fact gives one making time for custom orders', () => {
    expect(all).not.toMatch(/2-3 (business days|jours ouvrables)/);
    expect(all).not.toMatch(/custom orders (are ready|take)|commandes personnalisées (sont prêtes|demandent)/i);
  });

  it('the terms and the guide point to each piece’s own making time, in both languages', () => {
    expect(shippingText(FREE_SHIPPING_EVERYWHERE, 'en')).toContain(LEAD_TIME_CLAIM.en);
    expect(shippingText(FREE_SHIPPING_EVERYWHERE, 'fr')).toContain(LEAD_TIME_CLAIM.fr);
  });

  it('states the custom-work time from the one setting once she sets it, in both languages, and asks until then', () => {
    expect(leadTimeClaim(null, 'en')).toBe(LEAD_TIME_CLAIM.en);
    expect(leadTimeClaim(15, 'en')).toContain('other custom work takes about 15 business days');
    expect(leadTimeClaim(15, 'fr')).toContain('tout autre travail sur mesure demande environ 15 jours ouvrables');
    expect(shippingText(FREE_SHIPPING_EVERYWHERE, 'en', 15)).toContain('other custom work takes about 15 business days');
    // The made-to-order piece's own time is never replaced by the setting.
    expect(leadTimeClaim(15, 'en')).toMatch(/^Made-to-order pieces ship within the making time their own page states/);
  });
});

