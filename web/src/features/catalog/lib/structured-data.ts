import { reviewsJsonLd } from '@crystal/shared/reviews-json-ld';
import type { ReviewDto } from '@crystal/shared/schemas/review';
import { availabilityOf, SCHEMA_AVAILABILITY } from '@crystal/shared/product-stock';
import { DEFAULT_PAYMENT_METHODS, paymentAcceptedText } from '@crystal/shared/payment-methods';
import { CURRENCY, SHOP } from '@crystal/shared/constants/shop';
import { SHOP_CONTACT, STUDIO_WEEK } from '@crystal/shared/constants/shop-contact';
import { hoursByTimes } from '@crystal/shared/shop-facts/opening-hours';
import { centsToDecimalString, decimalStringToCents } from '@crystal/shared/money';
import { FREE_SHIPPING_EVERYWHERE, TERRITORIES, priceShipping, type ShippingSettings } from '@crystal/shared/money/price-shipping';
import { PROVINCE_CODES } from '@crystal/shared/provinces';
import { publishablePhone } from '@crystal/shared/shop-facts/demo-facts';
import { localizedField } from '@/i18n/localized-field';
import type { PublicShopSettings } from '@crystal/shared/schemas/shop-settings';
import type { ListedProduct } from './listing-filters';

/** The seller's details from the shop's settings (as the confirmation email and policy pages give them). */
type Seller = Pick<PublicShopSettings, 'legalName' | 'replyToEmail' | 'phone'> &
  Partial<Pick<PublicShopSettings, 'paymentMethods' | 'shipping' | 'openingHours'>>;

const contacts = (shop: Seller) => ({ legalName: shop.legalName, email: shop.replyToEmail, ...(publishablePhone(shop.phone) ? { telephone: publishablePhone(shop.phone) } : {}) });

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

/** schema.org Product with its offer: price in CAD, availability from the stock, the seller from the settings; its words in the page's language. */
export function productJsonLd(product: ListedProduct, url: string, images: string[], shop: Seller, reviews: readonly ReviewDto[] = []): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: localizedField(product, 'name').text,
    description: localizedField(product, 'description').text,
    sku: product.sku,
    image: images,
    category: localizedField(product.category, 'name').text,
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
      seller: { '@type': 'Organization', name: SHOP.name, ...contacts(shop) },
    },
    // Published reviews only, and only once one is published (docs/decisions/0108-reviews-from-buyers.md).
    ...reviewsJsonLd(product.rating, reviews),
  };
}

function openingHoursSpecification(openingHours: NonNullable<Seller['openingHours']>): Record<string, unknown> {
  const groups = hoursByTimes({ openingHours });
  if (!groups.length) return {};
  return {
    openingHoursSpecification: groups.map((h) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: h.days, opens: h.opens, closes: h.closes })),
  };
}

/** schema.org JewelryStore (a LocalBusiness) with docs/decisions/0021-constants-and-timings.md's hours, place and payments. */
export function jewelryStoreJsonLd(url: string, logo: string, shop: Seller): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: SHOP.name,
    url,
    logo,
    image: logo,
    ...contacts(shop),
    priceRange: '$$',
    currenciesAccepted: CURRENCY,
    // What the settings enable, and delivery across Canada (docs/decisions/0039-true-payment-methods.md).
    paymentAccepted: paymentAcceptedText(shop.paymentMethods ?? DEFAULT_PAYMENT_METHODS),
    address: {
      '@type': 'PostalAddress',
      addressLocality: SHOP.city,
      addressRegion: SHOP.province,
      addressCountry: 'CA',
    },
    geo: { '@type': 'GeoCoordinates', latitude: SHOP_CONTACT.geo.latitude, longitude: SHOP_CONTACT.geo.longitude },
    areaServed: { '@type': 'Country', name: 'Canada' },
    // The days she set at hours in /admin; days by appointment are not opening hours.
    ...openingHoursSpecification(shop.openingHours ?? STUDIO_WEEK.openingHours),
    sameAs: Object.values(SHOP_CONTACT.social),
  };
}
