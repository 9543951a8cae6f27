import { describe, expect, it } from 'vitest';
import { filterChips } from './filter-chips';
import { parseListingParams } from './listing-filters';
import { CHIP_TEXT, FILTER_TEXT } from './listing-texts';

const parse = (qs: string) => parseListingParams(new URLSearchParams(qs));

describe('filterChips', () => {
  it('has no chip for a plain listing (the default sort is not a filter)', () => {
    expect(filterChips(parse(''), undefined)).toEqual([]);
    expect(filterChips(parse('sort=name'), undefined)).toEqual([]);
  });

  it('makes a chip for every active filter: search, collection, price, sort, each material and gemstone', () => {
    const chips = filterChips(
      parse('search=moon&price=50-100&sort=price-high&materials=Sterling%20Silver,Copper%20Wire&gemstones=Amethyst'),
      { slug: 'crystal-necklaces', name: 'Crystal Necklaces' },
    );
    expect(chips.map((c) => c.label)).toEqual([
      'Search: moon',
      'Collection: Crystal Necklaces',
      'Price: $50 - $100',
      'Sort: Price: High to Low',
      'Material: Sterling Silver',
      'Material: Copper Wire',
      'Gemstone: Amethyst',
    ]);
    expect(new Set(chips.map((c) => c.key)).size).toBe(chips.length);
  });

  it('removes exactly its own filter and keeps the others', () => {
    const filters = parse('search=moon&price=under-50&sort=newest&materials=Gold,Copper&gemstones=Garnet');
    const byLabel = Object.fromEntries(filterChips(filters, { slug: 'rings', name: 'Crystal Rings' }).map((c) => [c.label, c]));
    expect(byLabel['Search: moon']!.next).toEqual({ ...filters, search: '' });
    expect(byLabel['Price: Under $50']!.next).toEqual({ ...filters, price: undefined });
    expect(byLabel['Sort: Newest']!.next).toEqual({ ...filters, sort: 'name' });
    expect(byLabel['Material: Gold']!.next).toEqual({ ...filters, materials: ['Copper'] });
    expect(byLabel['Gemstone: Garnet']!.next).toEqual({ ...filters, gemstones: [] });
    const collection = byLabel['Collection: Crystal Rings']!;
    expect(collection.leavesCollection).toBe(true);
    expect(collection.next).toEqual(filters);
    expect(Object.values(byLabel).filter((c) => c.leavesCollection)).toHaveLength(1);
  });
});

describe('listing texts', () => {
  it('names the remove button after the chip', () => {
    expect(CHIP_TEXT.remove('Price: Under $50')).toBe('Remove filter: Price: Under $50');
  });

  it('says "Show 1 result" in the singular and "Show N results" otherwise', () => {
    expect(FILTER_TEXT.showResults(1)).toBe('Show 1 result');
    expect(FILTER_TEXT.showResults(0)).toBe('Show 0 results');
    expect(FILTER_TEXT.showResults(12)).toBe('Show 12 results');
  });
});
