import { describe, expect, it } from 'vitest';
import { orderStatusUrl, siteUrl } from './email-links';

describe('email links', () => {
  it('lead to the page on the shopper’s own site: French under {base}fr/', () => {
    expect(siteUrl('returns')).toMatch(/\/shop\/returns$/);
    expect(siteUrl('returns', 'en')).toMatch(/\/shop\/returns$/);
    expect(siteUrl('returns', 'fr')).toMatch(/\/shop\/fr\/returns$/);
  });

  it('open the order page in the order’s language, signed', async () => {
    expect(await orderStatusUrl(42)).toMatch(/\/shop\/order-confirmation\?order_id=42&key=[\w.-]+$/);
    expect(await orderStatusUrl(42, 'fr')).toMatch(/\/shop\/fr\/order-confirmation\?order_id=42&key=[\w.-]+$/);
  });
});
