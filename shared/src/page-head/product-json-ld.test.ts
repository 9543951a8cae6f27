import { describe, expect, it } from 'vitest';
import { DEFAULT_PUBLIC_SHOP_SETTINGS } from '../shop-facts/default-shop-settings';
import type { Product } from '../schemas/product';
import { productJsonLd as productJsonLdFor } from './product-json-ld';
import type { Seller } from './seller';
import { jewelryStoreJsonLd } from './store-json-ld';

const product = {
  id: 6,
  name: 'Lapis Lazuli Bar Necklace',
  description: 'A slim bar of lapis.',
  price: '58.00',
  imageUrl: '/media/a.svg',
  category: { name: 'Crystal Necklaces', slug: 'crystal-necklaces', description: '' },
  categoryId: 1,
  collectionIds: [1],
  materials: ['Sterling Silver'],
  gemstones: ['Lapis Lazuli'],
  weight: '7.30',
  sku: 'SCJ-006',
  stockQuantity: 0,
  isFeatured: false,
  careInstructions: '',
  createdAt: '2026-01-01T00:00:00.000Z',
} satisfies Product;

const productJsonLd = (p: Product, url: string, images: string[], shop: Seller) => productJsonLdFor(p, { url, images, shop, language: 'en' });

const saved = { ...DEFAULT_PUBLIC_SHOP_SETTINGS, legalName: 'Sacred Crystal Jewelry Ltd.', replyToEmail: 'care@example.ca', phone: '(204) 943-2100' };

describe('structured data', () => {
  it('gives a Product offer in CAD with availability from the stock', () => {
    const out = productJsonLd(product, 'https://shop.example/shop/product/6', ['https://shop.example/media/a.svg'], DEFAULT_PUBLIC_SHOP_SETTINGS);
    expect(out).toMatchObject({ '@type': 'Product', sku: 'SCJ-006', offers: { price: '58.00', priceCurrency: 'CAD', availability: 'https://schema.org/OutOfStock' } });
    const inStock = productJsonLd({ ...product, stockQuantity: 3 }, 'u', [], DEFAULT_PUBLIC_SHOP_SETTINGS);
    expect((inStock.offers as { availability: string }).availability).toBe('https://schema.org/InStock');
  });

  it("names the seller with the shop settings' legal name, email and phone", () => {
    const offer = productJsonLd(product, 'u', [], saved).offers as { seller: Record<string, unknown> };
    expect(offer.seller).toEqual({ '@type': 'Organization', name: 'Sacred Crystal Jewelry', legalName: 'Sacred Crystal Jewelry Ltd.', email: 'care@example.ca', telephone: '(204) 943-2100' });
    const store = jewelryStoreJsonLd('u', 'l', saved);
    expect(store).toMatchObject({ legalName: 'Sacred Crystal Jewelry Ltd.', email: 'care@example.ca', telephone: '(204) 943-2100' });
    expect(jewelryStoreJsonLd('u', 'l', { ...saved, phone: '' })).not.toHaveProperty('telephone');
    // Issue 44 build 4: the demo shop's (204) 555-0123 is never published, in any of its spellings.
    for (const phone of ['(204) 555-0123', '+1 204 555 0123', '204-555-0199 ext. 2']) {
      expect(jewelryStoreJsonLd('u', 'l', { ...saved, phone })).not.toHaveProperty('telephone');
    }
  });

  it('describes the Winnipeg JewelryStore with its hours, geo and payments', () => {
    const out = jewelryStoreJsonLd('https://shop.example/shop/', 'https://shop.example/shop/favicon.svg', DEFAULT_PUBLIC_SHOP_SETTINGS);
    expect(out).toMatchObject({
      '@type': 'JewelryStore',
      address: { addressLocality: 'Winnipeg', addressRegion: 'Manitoba', addressCountry: 'CA' },
      // What the settings enable (cards and wallets by default), never cash or Interac (docs/decisions/0039-true-payment-methods.md).
      paymentAccepted: 'Credit Card, Apple Pay, Google Pay',
      areaServed: { '@type': 'Country', name: 'Canada' },
    });
    expect(out.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '17:00' },
    ]);
    expect(out.geo).toMatchObject({ '@type': 'GeoCoordinates' });
  });

  it('gives the hours she set in /admin, never a day by appointment, and no hours at all when none are set', () => {
    const shop = { ...DEFAULT_PUBLIC_SHOP_SETTINGS, openingHours: [{ day: 'Thursday' as const, opens: '12:00', closes: '20:00' }], appointmentDays: ['Sunday' as const] };
    expect(jewelryStoreJsonLd('u', 'l', shop).openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Thursday'], opens: '12:00', closes: '20:00' },
    ]);
    expect(jewelryStoreJsonLd('u', 'l', { ...shop, openingHours: [] })).not.toHaveProperty('openingHoursSpecification');
  });

  it('delivers across Canada at what the piece ships for under the settings (issue 32)', () => {
    const details = (shipping: typeof DEFAULT_PUBLIC_SHOP_SETTINGS.shipping) =>
      (productJsonLd(product, 'u', [], { ...DEFAULT_PUBLIC_SHOP_SETTINGS, shipping }).offers as { shippingDetails: unknown[] }).shippingDetails;
    const region = { '@type': 'DefinedRegion', addressCountry: 'CA' };
    const rate = (value: string) => ({ '@type': 'MonetaryAmount', value, currency: 'CAD' });
    expect(details(DEFAULT_PUBLIC_SHOP_SETTINGS.shipping)).toEqual([{ '@type': 'OfferShippingDetails', shippingDestination: region, shippingRate: rate('0.00') }]);
    // $58 under a $9 rate, free over $75: it pays the rate.
    expect(details({ flatRate: '9.00', freeOver: '75.00', territoriesRate: null })).toEqual([{ '@type': 'OfferShippingDetails', shippingDestination: region, shippingRate: rate('9.00') }]);
    const apart = details({ flatRate: '9.00', freeOver: null, territoriesRate: '25.00' }) as { shippingDestination: { addressRegion: string[] }; shippingRate: { value: string } }[];
    expect(apart.map((d) => [d.shippingDestination.addressRegion.length, d.shippingRate.value])).toEqual([[10, '9.00'], [3, '25.00']]);
  });
});
