import { toCsv } from '../../lib/csv/to-csv';
import type { FeedItem } from './feed-item';
import { feedPrice } from './write-google-feed';

/** Meta's words for the states (Commerce Manager's `availability`). */
const META_AVAILABILITY: Record<FeedItem['availability'], string> = {
  in_stock: 'in stock',
  out_of_stock: 'out of stock',
  backorder: 'available for order',
};

export const META_COLUMNS = [
  'id',
  'title',
  'description',
  'availability',
  'condition',
  'price',
  'link',
  'image_link',
  'brand',
  'item_group_id',
  'size',
  'google_product_category',
  'product_type',
  'additional_image_link',
  'shipping',
];

/** Meta's shipping cell: `COUNTRY:REGION:SERVICE:PRICE`, entries separated by commas. */
const shippingCell = (item: FeedItem) => item.shipping.map((s) => `CA:${s.region ?? ''}:Standard:${feedPrice(s.priceCents)}`).join(',');

/** The Meta catalogue feed: the Google feed's rows under Meta's column names, as CSV. */
export function metaFeedCsv(items: readonly FeedItem[]): string {
  return toCsv(
    META_COLUMNS,
    items.map((item) => [
      item.id,
      item.title,
      item.description,
      META_AVAILABILITY[item.availability],
      'new',
      feedPrice(item.priceCents),
      item.link,
      item.imageLink,
      item.brand,
      item.itemGroupId ?? '',
      item.size ?? '',
      String(item.googleProductCategory),
      item.productType,
      item.additionalImageLinks.join(','),
      shippingCell(item),
    ]),
  );
}
