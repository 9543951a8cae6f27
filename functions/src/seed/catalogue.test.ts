import { describe, expect, it } from 'vitest';
import { productInputSchema } from '@crystal/shared/schemas/admin-product';
import { etsyListingUrl, PRODUCTS, seedEtsyLink } from './catalogue';

const LISTING_URL = /^https:\/\/www\.etsy\.com\/listing\/\d+\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("the seed's Etsy links", () => {
  const links = PRODUCTS.map((p) => seedEtsyLink(p)).filter((l): l is string => l !== undefined);

  it('point at an Etsy listing (https://www.etsy.com/listing/{number}/{slug}), never a search', () => {
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      expect(link).toMatch(LISTING_URL);
      expect(new URL(link).search).toBe('');
      expect(link).not.toMatch(/search/i);
    }
  });

  it('give each Etsy piece its own listing number', () => {
    const numbers = links.map((l) => new URL(l).pathname.split('/')[2]);
    expect(new Set(numbers).size).toBe(links.length);
  });

  it('are links the admin form accepts as they are', () => {
    for (const link of links) expect(productInputSchema.shape.etsyLink.safeParse(link).success).toBe(true);
  });

  it('slug the name as Etsy does', () => {
    expect(etsyListingUrl(1587234061, 'Wire Wrapped Amethyst Tree of Life')).toBe(
      'https://www.etsy.com/listing/1587234061/wire-wrapped-amethyst-tree-of-life',
    );
    expect(etsyListingUrl(42, "Tiger's Eye  Palm Stone!")).toBe('https://www.etsy.com/listing/42/tigers-eye-palm-stone');
  });

  it('leave the pieces sold here without one', () => {
    expect(seedEtsyLink({ name: 'Amethyst Point Pendant', etsyListing: undefined })).toBeUndefined();
  });
});
