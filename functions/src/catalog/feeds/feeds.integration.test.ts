import { beforeAll, describe, expect, it } from 'vitest';
import { invoke } from '../../test/invoke';
import { makeCategory, makeProduct } from '../product.factory';
import { parseFeed } from './parse-xml.factory';

beforeAll(async () => {
  await makeCategory({ id: 1, name: 'Crystal Necklaces', slug: 'crystal-necklaces', translations: { fr: { name: 'Colliers de cristaux', description: '' } } });
  await makeCategory({ id: 4, name: 'Crystal Rings', slug: 'rings' });
  await makeProduct({ id: 1, name: 'Amethyst Point Pendant', priceCents: 6800, categoryId: 1, translations: { fr: { name: 'Pendentif améthyste', description: 'Une améthyste.', careInstructions: '' } } });
  await makeProduct({
    id: 2,
    name: 'Turquoise Sunrise Ring',
    priceCents: 8500,
    categoryId: 4,
    options: [{ name: 'Ring size', values: [{ value: '6', stockQuantity: 0 }, { value: '7', stockQuantity: 2, priceDelta: '5.00' }] }],
  });
  await makeProduct({ id: 3, name: 'Hammered Moon Bangle', categoryId: 4, stockQuantity: 0, madeToOrder: { leadTimeDays: 5, openUnits: 2 } });
  await makeProduct({ id: 4, name: 'Etsy Tree of Life', categoryId: 1, etsyLink: 'https://www.etsy.com/listing/1/tree' });
  await makeProduct({ id: 5, name: 'Retired Piece', categoryId: 1, isActive: false });
});

const itemsOf = (xml: string) => {
  const feed = parseFeed(xml);
  expect(feed.errors).toBe(0);
  return feed.ids;
};

describe('the product feeds', () => {
  it('answers the Google feed as RSS, in English by default and in French with lang=fr', async () => {
    const en = await invoke('GET', '/api/feeds/google.xml');
    expect(en.status).toBe(200);
    expect(en.headers['content-type']).toMatch(/^application\/xml/);
    expect(en.headers['cache-control']).toMatch(/s-maxage=300/);
    expect(itemsOf(en.text)).toEqual(['1', '2-6', '2-7', '3']);
    expect(en.text).toContain('<g:price>90.00 CAD</g:price>');
    expect(en.text).toMatch(/<g:availability>backorder<\/g:availability>\n {2}<g:availability_date>\d{4}-\d{2}-\d{2}T12:00-0[56]00<\/g:availability_date>/);
    expect((await invoke('GET', '/api/feeds/google.xml?lang=en')).text).toBe(en.text);

    const fr = await invoke('GET', '/api/feeds/google.xml?lang=fr');
    expect(fr.status).toBe(200);
    expect(itemsOf(fr.text)).toEqual(['1']);
    expect(fr.text).toContain('<g:title>Pendentif améthyste</g:title>');
    expect(fr.text).toContain('<g:product_type>Colliers de cristaux</g:product_type>');
  });

  it('answers the Meta feed as CSV with the same rows', async () => {
    const res = await invoke('GET', '/api/feeds/meta.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.split('\r\n').filter(Boolean);
    expect(lines[0]!.startsWith('id,title,description,availability,condition,price,link,image_link,brand,item_group_id,size')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['1', '2-6', '2-7', '3']);
    expect(lines[4]).toContain(',available for order,');
  });

  it('refuses a language it has not, and parameters it does not take, with a 400', async () => {
    for (const path of ['/api/feeds/google.xml?lang=xx', '/api/feeds/google.xml?lang=fr&utm=1', '/api/feeds/meta.csv?lang=fr']) {
      const res = await invoke('GET', path);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type'], path).toMatch(/json/);
    }
  });
});
