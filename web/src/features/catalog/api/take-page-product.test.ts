import { afterEach, describe, expect, it } from 'vitest';
import { PAGE_PRODUCT_ELEMENT_ID } from '@crystal/shared/product-page';
import { takePageProduct } from './take-page-product';

const carry = (text: string) => {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = PAGE_PRODUCT_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
};

describe('takePageProduct', () => {
  afterEach(() => document.getElementById(PAGE_PRODUCT_ELEMENT_ID)?.remove());

  it('answers the piece the page carries, once', () => {
    carry(JSON.stringify({ id: 3, name: 'Labradorite Moon Necklace' }));
    expect(takePageProduct(3)).toMatchObject({ id: 3, name: 'Labradorite Moon Necklace' });
    expect(takePageProduct(3)).toBeUndefined();
    expect(document.getElementById(PAGE_PRODUCT_ELEMENT_ID)).toBeNull();
  });

  it('answers nothing for another piece, a broken block or none', () => {
    carry(JSON.stringify({ id: 3 }));
    expect(takePageProduct(4)).toBeUndefined();
    carry('{not json');
    expect(takePageProduct(3)).toBeUndefined();
    expect(takePageProduct(3)).toBeUndefined();
  });
});
