import { centsToDecimalString } from '@crystal/shared/money';
import { CURRENCY, SHOP } from '@crystal/shared/constants/shop';
import type { Language } from '@crystal/shared/schemas/language';
import { SHOP_TIME_ZONE } from '@crystal/shared/shop-date';
import type { FeedItem } from './feed-item';

/** Text for an XML element: the five special characters escaped (control characters are gone already). */
export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** A price as the feeds write it: "68.00 CAD". */
export const feedPrice = (cents: number) => `${centsToDecimalString(cents)} ${CURRENCY}`;

const CHANNEL_DESCRIPTION: Record<Language, string> = {
  en: 'Handmade crystal jewellery from Winnipeg, shipped across Canada.',
  fr: 'Bijoux en cristaux faits à la main à Winnipeg, expédiés partout au Canada.',
};

/**
 * Google's date-time for a shop date (YYYY-MM-DD): noon in Winnipeg with that day's offset,
 * "2026-12-11T12:00-0600" (Merchant Center takes `YYYY-MM-DDThh:mm±hhmm`).
 */
export function shopNoon(date: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: SHOP_TIME_ZONE, timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${date}T18:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return `${date}T12:00${match ? `${match[1]}${match[2]}${match[3]}` : '+0000'}`;
}

const tag = (name: string, value: string) => `<g:${name}>${escapeXml(value)}</g:${name}>`;

function itemXml(item: FeedItem): string {
  const lines = [
    tag('id', item.id),
    tag('title', item.title),
    tag('description', item.description),
    tag('link', item.link),
    tag('image_link', item.imageLink),
    ...item.additionalImageLinks.map((url) => tag('additional_image_link', url)),
    tag('availability', item.availability),
    ...(item.availabilityDate ? [tag('availability_date', shopNoon(item.availabilityDate))] : []),
    tag('price', feedPrice(item.priceCents)),
    tag('brand', item.brand),
    tag('condition', 'new'),
    tag('identifier_exists', 'no'),
    tag('google_product_category', String(item.googleProductCategory)),
    ...(item.productType ? [tag('product_type', item.productType)] : []),
    ...(item.itemGroupId ? [tag('item_group_id', item.itemGroupId)] : []),
    ...(item.size ? [tag('size', item.size)] : []),
    ...item.shipping.map(
      (s) =>
        `<g:shipping>${tag('country', 'CA')}${s.region ? tag('region', s.region) : ''}${tag('service', 'Standard')}${tag('price', feedPrice(s.priceCents))}</g:shipping>`,
    ),
  ];
  return `<item>\n${lines.map((l) => `  ${l}`).join('\n')}\n</item>`;
}

/** The Google Merchant Center feed: RSS 2.0 with Google's `g:` namespace, one item per thing to buy. */
export function googleFeedXml(items: readonly FeedItem[], language: Language, shopUrl: string): string {
  const channel = [
    `<title>${escapeXml(SHOP.name)}</title>`,
    `<link>${escapeXml(shopUrl)}</link>`,
    `<description>${escapeXml(CHANNEL_DESCRIPTION[language])}</description>`,
    ...items.map(itemXml),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n${channel.join('\n')}\n</channel>\n</rss>\n`;
}
