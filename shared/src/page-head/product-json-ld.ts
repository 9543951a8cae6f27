import { reviewsJsonLd } from '../reviews-json-ld';
import type { ReviewDto } from '../schemas/review';
import type { Product } from '../schemas/product';
import { LANGUAGE_TAGS } from '../language-tags';
import type { Language } from '../schemas/language';
import { availabilityOf, SCHEMA_AVAILABILITY } from '../product-stock-counts';
import { CURRENCY, SHOP } from '../constants/shop';
import { centsToDecimalString, decimalStringToCents } from '../money/cents';
import { FREE_SHIPPING_EVERYWHERE, TERRITORIES, priceShipping, type ShippingSettings } from '../money/price-shipping';
import { PROVINCE_CODES } from '../provinces';
import { sellerContacts, type Seller } from './seller';

/** The piece's words in the page's language: approved French, or the English where it has none. */
export function productWords(product: Product, language: Language): { name: string; description: string; category: string } {
  const fr = language === 'fr' ? product.translations?.fr : undefined;
  const category = language === 'fr' ? product.category.translations?.fr?.name : undefined;
  return { name: fr?.name || product.name, description: fr?.description || product.description, category: category || product.category.name };
}

/**
 * Delivery across Canada at what this piece, bought alone, ships for under the settings: one rate for the
 * whole country, or the provinces' and the territories' when they differ (docs/decisions/0038-shipping-she-sets.md).
 */
function shippingDetails(priceCents: number, s: ShippingSettings): Record<string, unknown>[] {
  const rate = (province: (typeof PROVINCE_CODES)[number]) => ({
    '@type': 'MonetaryAmount',
    value: centsToDecimalString(priceShipping(priceCents, province, s)),
    currency: CURRENCY,
  });
  const details = (destination: Record<string, unknown>, province: (typeof PROVINCE_CODES)[number]) => ({
    '@type': 'OfferShippingDetails',
    shippingDestination: { '@type': 'DefinedRegion', addressCountry: 'CA', ...destination },
    shippingRate: rate(province),
  });
  const [territory] = TERRITORIES;
  if (priceShipping(priceCents, 'MB', s) === priceShipping(priceCents, territory!, s)) return [details({}, 'MB')];
  return [
    details({ addressRegion: PROVINCE_CODES.filter((p) => !TERRITORIES.includes(p)) }, 'MB'),
    details({ addressRegion: [...TERRITORIES] }, territory!),
  ];
}

export type ProductJsonLdInput = {
  /** The page's absolute address. */
  url: string;
  /** The piece's photos, absolute. */
  images: string[];
  shop: Seller;
  language: Language;
  /** Its newest published reviews (none until one is published). */
  reviews?: readonly ReviewDto[];
};

/**
 * schema.org Product with its offer: price in CAD, availability by the one availability rule
 * (product-stock.ts), the seller and delivery from the settings; its words in the page's language.
 */
export function productJsonLd(product: Product, { url, images, shop, language, reviews = [] }: ProductJsonLdInput): Record<string, unknown> {
  const words = productWords(product, language);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: words.name,
    description: words.description,
    sku: product.sku,
    image: images,
    url,
    inLanguage: LANGUAGE_TAGS[language],
    category: words.category,
    material: product.materials.join(', ') || undefined,
    brand: { '@type': 'Brand', name: SHOP.name },
    weight: { '@type': 'QuantitativeValue', value: Number(product.weight), unitCode: 'GRM' },
    offers: {
      '@type': 'Offer',
      url,
      price: product.price,
      priceCurrency: CURRENCY,
      availability: SCHEMA_AVAILABILITY[availabilityOf(product)],
      itemCondition: 'https://schema.org/NewCondition',
      shippingDetails: shippingDetails(decimalStringToCents(product.price), shop.shipping ?? FREE_SHIPPING_EVERYWHERE),
      seller: { '@type': 'Organization', name: SHOP.name, ...sellerContacts(shop) },
    },
    // Published reviews only, and only once one is published (docs/decisions/0108-reviews-from-buyers.md).
    ...reviewsJsonLd(product.rating, reviews),
  };
}
