import { describe, expect, it } from 'vitest';
import { feedItems, plainText } from './feed-item';
import { FEED_CATEGORIES, feedContext, feedProduct } from './feed-product.factory';
import { parseFeed } from './parse-xml.factory';
import { googleFeedXml, shopNoon } from './write-google-feed';
import { metaFeedCsv } from './write-meta-feed';

const fr = (name: string, description: string) => ({ fr: { name, description, careInstructions: '' } });

/** The catalogue the feeds are checked against: what is sold here, and what is left out. */
const CATALOGUE = [
  feedProduct({ id: 1, translations: fr('Pendentif pointe d’améthyste', 'Une pointe d’<i>améthyste</i> naturelle.') }),
  feedProduct({
    id: 4,
    name: 'Turquoise Sunrise Ring',
    description: 'Turquoise & silver "sunburst".',
    categoryId: 4,
    priceCents: 8500,
    imageUrls: ['/media/products/4/a.jpg'],
    stockQuantity: 0,
    options: [
      {
        name: 'Ring size',
        translations: { fr: { name: 'Taille de bague' } },
        values: [
          { value: '6', stockQuantity: 0 },
          { value: '7', stockQuantity: 2 },
          { value: '9', stockQuantity: 1, priceDelta: '10.00' },
        ],
      },
    ],
    translations: fr('Bague Soleil levant turquoise', 'Turquoise et argent.'),
  }),
  feedProduct({
    id: 5,
    name: 'Hammered Moon Bangle',
    description: 'Made for you.',
    categoryId: 5,
    priceCents: 9200,
    imageUrls: ['/media/products/5/a.jpg'],
    stockQuantity: 0,
    madeToOrder: { leadTimeDays: 10, openUnits: 3 },
  }),
  feedProduct({ id: 6, name: 'Clear Quartz Cluster', categoryId: 2, materials: ['Natural Stone'], priceCents: 16000, imageUrls: ['/media/products/6/a.jpg'] }),
  feedProduct({ id: 7, name: 'Etsy Tree of Life', etsyLink: 'https://www.etsy.com/listing/1/tree' }),
  feedProduct({ id: 8, name: 'Archived Piece', isActive: false }),
];

const EN_GOOGLE = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
<channel>
<title>Sacred Crystal Jewelry</title>
<link>https://shop.example.ca/shop/</link>
<description>Handmade crystal jewellery from Winnipeg, shipped across Canada.</description>
<item>
  <g:id>1</g:id>
  <g:title>Amethyst Point Pendant</g:title>
  <g:description>A natural amethyst point on an 18 inch chain.</g:description>
  <g:link>https://shop.example.ca/shop/product/1</g:link>
  <g:image_link>https://shop.example.ca/media/products/1/a.jpg</g:image_link>
  <g:additional_image_link>https://shop.example.ca/media/products/1/b.jpg</g:additional_image_link>
  <g:availability>in_stock</g:availability>
  <g:price>68.00 CAD</g:price>
  <g:brand>Sacred Crystal Jewelry</g:brand>
  <g:condition>new</g:condition>
  <g:identifier_exists>no</g:identifier_exists>
  <g:google_product_category>188</g:google_product_category>
  <g:product_type>Crystal Necklaces</g:product_type>
  <g:shipping><g:country>CA</g:country><g:service>Standard</g:service><g:price>9.95 CAD</g:price></g:shipping>
  <g:shipping><g:country>CA</g:country><g:region>NT</g:region><g:service>Standard</g:service><g:price>24.00 CAD</g:price></g:shipping>
  <g:shipping><g:country>CA</g:country><g:region>NU</g:region><g:service>Standard</g:service><g:price>24.00 CAD</g:price></g:shipping>
  <g:shipping><g:country>CA</g:country><g:region>YT</g:region><g:service>Standard</g:service><g:price>24.00 CAD</g:price></g:shipping>
</item>
`;

describe('the feed items', () => {
  const items = feedItems(CATALOGUE, FEED_CATEGORIES, feedContext('en'));

  it('lists a piece, each size of a ring, the made-to-order bangle and the stone; never the Etsy or archived piece', () => {
    expect(items.map((i) => i.id)).toEqual(['1', '4-6', '4-7', '4-9', '5', '6']);
  });

  it('gives each ring size its own state and price, grouped under the ring, linked with the size chosen', () => {
    const sizes = items.filter((i) => i.itemGroupId === '4');
    expect(sizes.map((i) => [i.size, i.availability, i.priceCents, i.title, i.link])).toEqual([
      ['6', 'out_of_stock', 8500, 'Turquoise Sunrise Ring – Ring size 6', 'https://shop.example.ca/shop/product/4?size=6'],
      ['7', 'in_stock', 8500, 'Turquoise Sunrise Ring – Ring size 7', 'https://shop.example.ca/shop/product/4?size=7'],
      ['9', 'in_stock', 9500, 'Turquoise Sunrise Ring – Ring size 9', 'https://shop.example.ca/shop/product/4?size=9'],
    ]);
  });

  it('reads the made-to-order bangle as backorder, dated its lead time in business days from today', () => {
    const bangle = items.find((i) => i.id === '5')!;
    expect(bangle).toMatchObject({ availability: 'backorder', availabilityDate: '2026-12-11' });
    const closed = feedItems([feedProduct({ id: 5, stockQuantity: 0, madeToOrder: { leadTimeDays: 10, openUnits: 0 } })], FEED_CATEGORIES, feedContext());
    expect(closed[0]).toMatchObject({ availability: 'out_of_stock' });
    expect(closed[0]!.availabilityDate).toBeUndefined();
  });

  it('reads a ring whose every counted size is sold out as sold out, whatever its own count says', () => {
    const ring = feedProduct({ id: 9, stockQuantity: 5, options: [{ name: 'Size', values: [{ value: '6', stockQuantity: 0 }, { value: '7', stockQuantity: 0 }] }] });
    expect(feedItems([ring], FEED_CATEGORIES, feedContext()).map((i) => i.availability)).toEqual(['out_of_stock', 'out_of_stock']);
  });

  it('files a stone as home decor, ships it free over the threshold', () => {
    expect(items.find((i) => i.id === '6')).toMatchObject({ googleProductCategory: 696, productType: 'Healing Crystals', shipping: [{ priceCents: 0 }] });
  });

  it('cuts text to plain words within its limit', () => {
    expect(plainText('<p>One <b>two</b></p><p>three</p>\n\n four', 150)).toBe('One two three four');
    expect(plainText('x'.repeat(200), 150)).toHaveLength(150);
    const long = feedItems([feedProduct({ name: 'N'.repeat(120), options: [{ name: 'Length', values: [{ value: 'L'.repeat(30) }] }] })], [], feedContext());
    expect(long[0]!.title.length).toBeLessThanOrEqual(150);
  });
});

describe('the Google feed', () => {
  it('writes RSS 2.0 with the g: namespace, exactly', () => {
    const xml = googleFeedXml(feedItems(CATALOGUE, FEED_CATEGORIES, feedContext('en')), 'en', 'https://shop.example.ca/shop/');
    expect(xml.startsWith(EN_GOOGLE)).toBe(true);
    expect(xml).toContain(`<item>
  <g:id>4-9</g:id>
  <g:title>Turquoise Sunrise Ring – Ring size 9</g:title>
  <g:description>Turquoise &amp; silver &quot;sunburst&quot;.</g:description>
  <g:link>https://shop.example.ca/shop/product/4?size=9</g:link>
  <g:image_link>https://shop.example.ca/media/products/4/a.jpg</g:image_link>
  <g:availability>in_stock</g:availability>
  <g:price>95.00 CAD</g:price>
  <g:brand>Sacred Crystal Jewelry</g:brand>
  <g:condition>new</g:condition>
  <g:identifier_exists>no</g:identifier_exists>
  <g:google_product_category>188</g:google_product_category>
  <g:product_type>Crystal Rings</g:product_type>
  <g:item_group_id>4</g:item_group_id>
  <g:size>9</g:size>
`);
    expect(xml).toContain('<g:id>4-6</g:id>');
    expect(xml).toMatch(/<g:id>4-6<\/g:id>[\s\S]*?<g:availability>out_of_stock<\/g:availability>/);
    expect(xml).toMatch(/<g:id>5<\/g:id>[\s\S]*?<g:availability>backorder<\/g:availability>\n {2}<g:availability_date>2026-12-11T12:00-0600<\/g:availability_date>/);
    expect(xml).not.toMatch(/Etsy Tree|Archived Piece/);
  });

  it('parses as XML, one item per thing to buy', () => {
    const xml = googleFeedXml(feedItems(CATALOGUE, FEED_CATEGORIES, feedContext('en')), 'en', 'https://shop.example.ca/shop/');
    expect(parseFeed(xml)).toEqual({ errors: 0, ids: ['1', '4-6', '4-7', '4-9', '5', '6'], gNamespace: 'http://base.google.com/ns/1.0' });
  });

  it('writes the French feed in approved French, leaving out a piece with none', () => {
    const items = feedItems(CATALOGUE, FEED_CATEGORIES, feedContext('fr'));
    expect(items.map((i) => i.id)).toEqual(['1', '4-6', '4-7', '4-9']);
    const xml = googleFeedXml(items, 'fr', 'https://shop.example.ca/shop/fr/');
    expect(xml).toContain('<link>https://shop.example.ca/shop/fr/</link>');
    expect(xml).toContain('<g:title>Pendentif pointe d’améthyste</g:title>');
    expect(xml).toContain('<g:description>Une pointe d’améthyste naturelle.</g:description>');
    expect(xml).toContain('<g:product_type>Colliers de cristaux</g:product_type>');
    expect(xml).toContain('<g:link>https://shop.example.ca/shop/fr/product/4?size=7</g:link>');
    expect(xml).toContain('<g:title>Bague Soleil levant turquoise – Taille de bague 7</g:title>');
    expect(xml).toContain('<g:product_type>Bagues de cristaux</g:product_type>');
    expect(parseFeed(xml).errors).toBe(0);
  });
});

describe('a made-to-order date as Google reads it', () => {
  it('is noon in Winnipeg with that day’s offset', () => {
    expect(shopNoon('2026-12-11')).toBe('2026-12-11T12:00-0600');
    expect(shopNoon('2026-07-02')).toBe('2026-07-02T12:00-0500');
  });
});

describe('the Meta feed', () => {
  it('writes the same rows under Meta’s columns, quoted where needed', () => {
    const csv = metaFeedCsv(feedItems(CATALOGUE, FEED_CATEGORIES, feedContext('en')));
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(
      'id,title,description,availability,condition,price,link,image_link,brand,item_group_id,size,google_product_category,product_type,additional_image_link,shipping',
    );
    expect(lines[1]).toBe(
      '1,Amethyst Point Pendant,A natural amethyst point on an 18 inch chain.,in stock,new,68.00 CAD,https://shop.example.ca/shop/product/1,https://shop.example.ca/media/products/1/a.jpg,Sacred Crystal Jewelry,,,188,Crystal Necklaces,https://shop.example.ca/media/products/1/b.jpg,"CA::Standard:9.95 CAD,CA:NT:Standard:24.00 CAD,CA:NU:Standard:24.00 CAD,CA:YT:Standard:24.00 CAD"',
    );
    expect(lines[4]).toBe(
      '4-9,Turquoise Sunrise Ring – Ring size 9,"Turquoise & silver ""sunburst"".",in stock,new,95.00 CAD,https://shop.example.ca/shop/product/4?size=9,https://shop.example.ca/media/products/4/a.jpg,Sacred Crystal Jewelry,4,9,188,Crystal Rings,,"CA::Standard:9.95 CAD,CA:NT:Standard:24.00 CAD,CA:NU:Standard:24.00 CAD,CA:YT:Standard:24.00 CAD"',
    );
    expect(lines[2]).toContain(',out of stock,');
    expect(lines[5]).toContain(',available for order,');
    expect(lines.filter(Boolean)).toHaveLength(7);
  });
});
