import { afterEach, describe, expect, it } from 'vitest';
import { previousSearches, rememberProductView, rememberSearch } from './browsing-memory';

afterEach(() => sessionStorage.clear());

describe('browsing memory', () => {
  it('keeps the last five distinct searches, newest last', () => {
    for (const t of ['amethyst', 'rose quartz', 'amethyst', 'ring', 'labradorite', 'citrine', ' moonstone '])
      rememberSearch(t);
    expect(previousSearches()).toEqual(
      ['rose quartz', 'amethyst', 'ring', 'labradorite', 'citrine', 'moonstone'].slice(-5),
    );
  });
  it('counts product pages and remembers their stones', () => {
    rememberProductView(['Amethyst']);
    expect(rememberProductView(['Citrine', 'Amethyst'])).toEqual({
      pageViews: 2,
      stones: ['Citrine', 'Amethyst'],
    });
  });
});
