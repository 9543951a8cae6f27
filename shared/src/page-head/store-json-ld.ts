import { DEFAULT_PAYMENT_METHODS, paymentAcceptedText } from '../payment-methods';
import { CURRENCY, SHOP } from '../constants/shop';
import { SHOP_CONTACT, STUDIO_WEEK } from '../constants/shop-contact';
import { hoursByTimes } from '../shop-facts/opening-hours';
import { LANGUAGE_TAGS } from '../language-tags';
import { pageUrl, siteUrl, type HeadContext } from './head-model';
import { sellerContacts, type Seller } from './seller';
import { SHARE_IMAGE } from './share-card';

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
    ...sellerContacts(shop),
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

/** The home page's structured data: the shop as a JewelryStore at the home page's address, in the page's language. */
export const homeJsonLd = (ctx: HeadContext, shop: Seller): Record<string, unknown>[] => [
  { ...jewelryStoreJsonLd(pageUrl(ctx, ctx.language, '/'), siteUrl(ctx, SHARE_IMAGE.path), shop), inLanguage: LANGUAGE_TAGS[ctx.language] },
];
